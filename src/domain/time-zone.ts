/** Mumbai's zone: every day and clock time the app shows, and every visit it books, is Mumbai's. */
export const TIME_ZONE = 'Asia/Kolkata';
