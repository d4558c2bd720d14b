import type { User } from "./types";

export type UserRow = {
  id: string;
  email: string;
  created_at: number;
  verified_at: number | null;
  role: "USER" | "ADMIN";
  site: string;
  newsletter: number;
  privacy_policy_version: string | null;
  privacy_policy_accepted_at: number | null;
  terms_version: string | null;
  terms_accepted_at: number | null;
  marketing_consent: number | null;
  picture_image: string | null;
  tax_code: string | null;
  session_epoch: number;
};

export function userFromRow(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    verifiedAt: row.verified_at,
    role: row.role,
    site: row.site,
    newsletter: row.newsletter === 1,
    privacyPolicy:
      row.privacy_policy_version && row.privacy_policy_accepted_at
        ? { version: row.privacy_policy_version, acceptedAt: row.privacy_policy_accepted_at }
        : null,
    terms: row.terms_version && row.terms_accepted_at ? { version: row.terms_version, acceptedAt: row.terms_accepted_at } : null,
    marketingConsent: row.marketing_consent === null ? null : row.marketing_consent === 1,
    pictureImage: row.picture_image,
    taxCode: row.tax_code,
    sessionEpoch: row.session_epoch,
  };
}
