import { z } from 'zod';
import { contactNoField, emailField, nameField, requiredText } from './fields.ts';

export const MESSAGE_REQUIRED = 'Message cannot be empty';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_TOO_LONG = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;

export const enquirySchema = z.object({
  name: nameField,
  email: emailField,
  contactNo: contactNoField,
  message: requiredText(MESSAGE_REQUIRED, MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
});
export type EnquiryInput = z.input<typeof enquirySchema>;
