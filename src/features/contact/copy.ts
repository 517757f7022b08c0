import { ENQUIRY_SENT } from '../../domain/messages.ts';

/** Every word the Contact Us screen shows. The field messages come from src/domain/enquiry.ts. */
export const contactCopy = {
  title: 'Contact Us',
  heading: 'Talk to a Mumbai Homes agent',
  lead: 'Looking to buy, rent or sell, need a loan, movers or painters? Tell us a little and an agent will call you back the same day.',
  formHeading: 'Send us an enquiry',
  name: 'Your Name',
  email: 'Email Address',
  contactNo: 'Contact Number',
  message: 'Message',
  messagePlaceholder: 'For example: a 2 BHK to rent near Andheri station, up to ₹45,000 a month.',
  submit: 'Send Enquiry',
  busy: 'Sending...',
  sent: ENQUIRY_SENT,
  failed: 'Something went wrong',
  queued: 'You are offline. Your enquiry is saved on this device and will be sent when you are back online.',
  waitingHeading: 'Waiting to be sent',
  waiting: 'Will be sent when you are back online',
  dismiss: 'Dismiss',
  reachUs: 'Or reach us directly',
  call: 'Call',
  write: 'Email',
  visit: 'Office',
  city: 'Mumbai',
  hours: 'Mon to Sat, 9:30 am to 7:30 pm',
  promises: ['A reply the same working day', 'No spam, no sharing of your number', 'Free advice on loans and paperwork'],
} as const;
