import { z } from 'zod';
import { contactNoField, emailField, nameField, requiredText } from './fields.ts';

export const MESSAGE_MAX_LENGTH = 2000;

export const enquirySchema = z.object({
  name: nameField,
  email: emailField,
  contactNo: contactNoField,
  message: requiredText('messageRequired', MESSAGE_MAX_LENGTH, 'messageTooLong'),
});
export type EnquiryInput = z.input<typeof enquirySchema>;
