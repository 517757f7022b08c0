type Lang = 'en' | 'hi';

/** Every word of the landing page, in English and in written Hindi. The Hindi must say the same thing, not a word-for-word echo. */
const en = {
  title: 'Homes, shops and plots in Mumbai',
  hero: {
    eyebrow: 'Western line · Virar to Churchgate',
    heading: 'Find the right home in Mumbai, without the running around',
    lead: 'Verified flats, shops and plots to buy or rent in every suburb from Virar to Churchgate. Save what you like, book a visit, and we take it from there.',
    explore: 'Explore Properties',
    consult: 'Get Consultation',
    art: 'Apartment towers beside the sea, with a local train passing in front',
  },
  stats: {
    label: 'Why people choose us',
    items: [
      { title: 'All property types', body: 'Flats, bungalows, shops, offices, plots and chawl rooms in one place.' },
      { title: 'Quick customer support', body: 'Call or write to us and an agent answers the same day.' },
      { title: '100% dedicated service', body: 'One agent stays with you from the first visit to the keys.' },
    ],
  },
  categories: {
    heading: 'Every kind of property',
    lead: 'Whether you are starting a family, opening a shop or building on your own land.',
    items: [
      { title: 'Residential Properties', body: '1 RK to 4 BHK flats, row houses and bungalows, ready or under construction.' },
      { title: 'Commercial Properties', body: 'Shops, showrooms and offices near stations and on busy high streets.' },
      { title: 'Land / Plots / Chawl', body: 'Open plots, redevelopment land and chawl rooms with clear titles.' },
    ],
    viewAll: 'View All Properties',
  },
  services: {
    heading: 'More than a listing',
    lead: 'Everything around the move, arranged by people we have worked with for years.',
    items: [
      { title: 'Loan Services', body: 'Personal, business and housing loans, compared across 34+ banks.' },
      { title: 'Transport Services', body: 'Trusted packers and movers who handle your things with care.' },
      { title: 'Interior Services', body: 'Painters and deep cleaners to ready your new place before you move in.' },
    ],
    enquire: 'Make Enquiry',
  },
  loans: {
    heading: 'Loans with offers from 34+ banks',
    lead: 'We compare rates for you and handle the paperwork with the bank.',
    items: [
      { title: 'Personal Loan', body: 'For deposits, brokerage and the move itself. Quick approval, minimal papers.' },
      { title: 'Business Loan', body: 'Buy or lease your shop or office and keep your working capital free.' },
      { title: 'Housing Loan', body: 'Low rates, long tenures and help with balance transfers.' },
    ],
  },
  cashback: {
    badge: 'Cashback',
    heading: 'Get cashback when you buy or sell through us',
    body: 'Close a purchase or a sale with Mumbai Homes and a part of our fee comes back to you.',
    cta: 'Ask about cashback',
  },
  closing: {
    heading: 'Your next address is one visit away',
    body: 'Browse today’s listings or tell us what you need. We reply the same day.',
    browse: 'Browse Properties',
    contact: 'Contact Us',
  },
};

export type LandingCopy = typeof en;

const hi: LandingCopy = {
  title: 'मुंबई में घर, दुकानें और प्लॉट',
  hero: {
    eyebrow: 'वेस्टर्न लाइन · विरार से चर्चगेट',
    heading: 'मुंबई में सही घर पाइए, बिना भाग-दौड़ के',
    lead: 'विरार से चर्चगेट तक हर उपनगर में ख़रीदने या किराए पर लेने के लिए जाँचे हुए फ़्लैट, दुकानें और प्लॉट। पसंद आए तो सहेजिए, विज़िट बुक कीजिए, आगे का काम हमारा।',
    explore: 'प्रॉपर्टी देखें',
    consult: 'सलाह लें',
    art: 'समुद्र के किनारे ऊँची इमारतें और सामने से गुज़रती लोकल ट्रेन',
  },
  stats: {
    label: 'लोग हमें क्यों चुनते हैं',
    items: [
      { title: 'हर तरह की प्रॉपर्टी', body: 'फ़्लैट, बंगले, दुकानें, ऑफ़िस, प्लॉट और चाल के कमरे, सब एक जगह।' },
      { title: 'तुरंत ग्राहक सहायता', body: 'फ़ोन कीजिए या लिखिए, एजेंट उसी दिन जवाब देगा।' },
      { title: '100% समर्पित सेवा', body: 'पहली विज़िट से चाबी मिलने तक एक ही एजेंट आपके साथ।' },
    ],
  },
  categories: {
    heading: 'आपकी ज़रूरत की हर प्रॉपर्टी',
    lead: 'चाहे परिवार बसाना हो, दुकान खोलनी हो या अपनी ज़मीन पर बनाना हो।',
    items: [
      { title: 'आवासीय प्रॉपर्टी', body: '1 RK से 4 BHK तक फ़्लैट, रो हाउस और बंगले, तैयार या निर्माणाधीन।' },
      { title: 'व्यावसायिक प्रॉपर्टी', body: 'स्टेशनों के पास और चहल-पहल वाले बाज़ारों में दुकानें, शोरूम और ऑफ़िस।' },
      { title: 'ज़मीन / प्लॉट / चाल', body: 'खुले प्लॉट, रीडेवलपमेंट की ज़मीन और साफ़ काग़ज़ों वाले चाल के कमरे।' },
    ],
    viewAll: 'सारी प्रॉपर्टी देखें',
  },
  services: {
    heading: 'सिर्फ़ लिस्टिंग नहीं, पूरा साथ',
    lead: 'घर बदलने से जुड़ा हर काम, उन लोगों से जिनके साथ हम बरसों से काम कर रहे हैं।',
    items: [
      { title: 'लोन सेवाएँ', body: 'पर्सनल, बिज़नेस और होम लोन, 34+ बैंकों की तुलना करके।' },
      { title: 'ट्रांसपोर्ट सेवाएँ', body: 'भरोसेमंद पैकर्स और मूवर्स, जो आपका सामान सँभालकर ले जाएँ।' },
      { title: 'इंटीरियर सेवाएँ', body: 'पेंटर और डीप क्लीनिंग, ताकि आपके आने से पहले नया घर तैयार हो।' },
    ],
    enquire: 'पूछताछ करें',
  },
  loans: {
    heading: '34+ बैंकों के ऑफ़र के साथ लोन',
    lead: 'हम आपके लिए ब्याज दरों की तुलना करते हैं और बैंक के काग़ज़ी काम सँभालते हैं।',
    items: [
      { title: 'पर्सनल लोन', body: 'डिपॉज़िट, ब्रोकरेज और शिफ़्टिंग के ख़र्च के लिए। जल्दी मंज़ूरी, कम काग़ज़।' },
      { title: 'बिज़नेस लोन', body: 'अपनी दुकान या ऑफ़िस ख़रीदिए या लीज़ पर लीजिए, कारोबार की पूँजी बची रहे।' },
      { title: 'होम लोन', body: 'कम ब्याज, लंबी अवधि और बैलेंस ट्रांसफ़र में मदद।' },
    ],
  },
  cashback: {
    badge: 'कैशबैक',
    heading: 'हमारे ज़रिए ख़रीदें या बेचें, और कैशबैक पाएँ',
    body: 'मुंबई होम्स के साथ सौदा पक्का कीजिए और हमारी फ़ीस का एक हिस्सा आपको वापस मिलेगा।',
    cta: 'कैशबैक के बारे में पूछें',
  },
  closing: {
    heading: 'आपका अगला पता बस एक विज़िट दूर है',
    body: 'आज की लिस्टिंग देखिए या हमें बताइए कि आपको क्या चाहिए। हम उसी दिन जवाब देते हैं।',
    browse: 'प्रॉपर्टी ब्राउज़ करें',
    contact: 'संपर्क करें',
  },
};

export const landingCopy: Record<Lang, LandingCopy> = { en, hi };
