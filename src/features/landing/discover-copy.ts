type Lang = 'en' | 'hi';

/** The quick search's and the newest row's words, apart from the page's: their code and words load after its first paint. */
const en = {
  search: {
    label: 'Quick search',
    buy: 'Buy',
    rent: 'Rent',
    where: 'Station or locality',
    wherePlaceholder: 'e.g. Borivali, Andheri West',
    budget: 'Budget',
    anyBudget: 'Any budget',
    buyBudgets: 'To buy',
    rentBudgets: 'To rent, per month',
    upTo: (price: string) => `Up to ${price}`,
    submit: 'Search',
  },
  newest: {
    heading: 'Newest listings',
    lead: 'Just added by owners and our agents across the Western line.',
    viewAll: 'See all listings',
  },
};

const hi: typeof en = {
  search: {
    label: 'झटपट खोज',
    buy: 'ख़रीदें',
    rent: 'किराया',
    where: 'स्टेशन या इलाक़ा',
    wherePlaceholder: 'जैसे Borivali, Andheri West',
    budget: 'बजट',
    anyBudget: 'कोई भी बजट',
    buyBudgets: 'ख़रीदने के लिए',
    rentBudgets: 'किराए के लिए, हर महीने',
    upTo: (price: string) => `${price} तक`,
    submit: 'खोजें',
  },
  newest: {
    heading: 'नई लिस्टिंग',
    lead: 'वेस्टर्न लाइन पर मालिकों और हमारे एजेंटों की अभी जोड़ी गई प्रॉपर्टी।',
    viewAll: 'सभी लिस्टिंग देखें',
  },
};

export const discoverCopy: Record<Lang, typeof en> = { en, hi };
export type DiscoverCopy = typeof en;
