import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import { contactNoField, emailField, nameField, textInput } from './fields.ts';

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 200;

const password = (required: ErrorCode, tooShort: ErrorCode) =>
  textInput(required).min(1, required).min(PASSWORD_MIN_LENGTH, tooShort).max(PASSWORD_MAX_LENGTH, 'passwordTooLong');

export const signupSchema = z.object({
  name: nameField,
  contactNo: contactNoField,
  email: emailField,
  password: password('passwordRequired', 'passwordTooShort'),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: textInput('passwordRequired').min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'badCredentials'),
  rememberMe: z.boolean({ error: 'rememberMeInvalid' }).optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** PUT /api/user/updateProfile's fields; whether a password is needed depends on the stored e-mail (below). */
export const updateProfileFields = z.object({
  name: nameField,
  email: emailField,
  contactNo: contactNoField,
  // Only for a new e-mail: a stolen session must not be able to move the account to the thief's address.
  currentPassword: textInput('emailChangeNeedsPassword').max(PASSWORD_MAX_LENGTH, 'wrongCurrentPassword').optional(),
});

/** A new e-mail needs the current password: a stolen session must not move the account to the thief's address. */
export function emailChangeNeedsPassword(v: { email: string; currentPassword?: string | undefined }, storedEmail: string): boolean {
  return v.email !== storedEmail.toLowerCase() && !v.currentPassword;
}

/** The profile form of the account whose e-mail is now `storedEmail`. */
export function makeUpdateProfileSchema(storedEmail: string) {
  return updateProfileFields.superRefine((v, ctx) => {
    if (emailChangeNeedsPassword(v, storedEmail)) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'emailChangeNeedsPassword' });
  });
}
export type UpdateProfileInput = z.input<typeof updateProfileFields>;

export const changePasswordSchema = z.object({
  oldPassword: textInput('currentPasswordRequired').min(1, 'currentPasswordRequired').max(PASSWORD_MAX_LENGTH, 'passwordInvalid'),
  newPassword: password('newPasswordRequired', 'newPasswordTooShort'),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: textInput('invalidResetLink').min(1, 'invalidResetLink').max(200, 'invalidResetLink'),
  newPassword: password('newPasswordRequired', 'newPasswordTooShort'),
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
