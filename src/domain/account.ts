import { z } from 'zod';
import { contactNoField, emailField, nameField, textInput } from './fields.ts';

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 200;

const password = (required: string, tooShort: string) =>
  textInput(required)
    .min(1, required)
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signupSchema = z.object({
  name: nameField,
  contactNo: contactNoField,
  email: emailField,
  password: password('Password is required', 'Password must be at least 6 characters long'),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: textInput('Password is required').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, 'Invalid email or password'),
  rememberMe: z.boolean({ error: 'Remember me must be true or false' }).optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email';

/** PUT /api/user/updateProfile's fields; whether a password is needed depends on the stored e-mail (below). */
export const updateProfileFields = z.object({
  name: nameField,
  email: emailField,
  contactNo: contactNoField,
  // Only for a new e-mail: a stolen session must not be able to move the account to the thief's address.
  currentPassword: textInput(EMAIL_CHANGE_NEEDS_PASSWORD).max(PASSWORD_MAX_LENGTH, 'Current password is incorrect').optional(),
});

/** A new e-mail needs the current password: a stolen session must not move the account to the thief's address. */
export function emailChangeNeedsPassword(v: { email: string; currentPassword?: string | undefined }, storedEmail: string): boolean {
  return v.email !== storedEmail.toLowerCase() && !v.currentPassword;
}

/** The profile form of the account whose e-mail is now `storedEmail`. */
export function makeUpdateProfileSchema(storedEmail: string) {
  return updateProfileFields.superRefine((v, ctx) => {
    if (emailChangeNeedsPassword(v, storedEmail)) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: EMAIL_CHANGE_NEEDS_PASSWORD });
  });
}
export type UpdateProfileInput = z.input<typeof updateProfileFields>;

export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 6 characters long';

export const changePasswordSchema = z.object({
  oldPassword: textInput('Current password is required').min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH, 'Invalid password provided'),
  newPassword: password('New password is required', NEW_PASSWORD_TOO_SHORT),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: textInput('Invalid or expired reset link.').min(1, 'Invalid or expired reset link.').max(200, 'Invalid or expired reset link.'),
  newPassword: password('New password is required', NEW_PASSWORD_TOO_SHORT),
});

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The user object the API returns: never a password hash or a token. */
export const userSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    contactNo: z.string(),
    role: z.enum(ROLES),
    wishlist: z.array(z.string()),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
