import { z } from 'zod';
import { contactNoField, emailField, nameField, textInput } from './fields.ts';
import { BAD_CREDENTIALS, INVALID_RESET_LINK, WRONG_CURRENT_PASSWORD } from './api-errors.ts';

export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const REMEMBER_ME_INVALID = 'Remember me must be true or false';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const PASSWORD_INVALID = 'Invalid password provided';
export const NEW_PASSWORD_REQUIRED = 'New password is required';

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

const password = (required: string, tooShort: string) =>
  textInput(required).min(1, required).min(PASSWORD_MIN_LENGTH, tooShort).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const signupSchema = z.object({
  name: nameField,
  contactNo: contactNoField,
  email: emailField,
  password: password(PASSWORD_REQUIRED, PASSWORD_TOO_SHORT),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: textInput(PASSWORD_REQUIRED).min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX_LENGTH, BAD_CREDENTIALS),
  rememberMe: z.boolean({ error: REMEMBER_ME_INVALID }).optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email';

/** PUT /api/user/updateProfile's fields; whether a password is needed depends on the stored e-mail (below). */
export const updateProfileFields = z.object({
  name: nameField,
  email: emailField,
  contactNo: contactNoField,
  // Only for a new e-mail: a stolen session must not be able to move the account to the thief's address.
  currentPassword: textInput(EMAIL_CHANGE_NEEDS_PASSWORD).max(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD).optional(),
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
  oldPassword: textInput(CURRENT_PASSWORD_REQUIRED).min(1, CURRENT_PASSWORD_REQUIRED).max(PASSWORD_MAX_LENGTH, PASSWORD_INVALID),
  newPassword: password(NEW_PASSWORD_REQUIRED, NEW_PASSWORD_TOO_SHORT),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: textInput(INVALID_RESET_LINK).min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
  newPassword: password(NEW_PASSWORD_REQUIRED, NEW_PASSWORD_TOO_SHORT),
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
