/** GET /api/admin/two-factor: the signed-in account's two-factor sign-in. */
export class TwoFactorStatusResponse {
  enabled: boolean;
  /** @example "2026-11-22T03:00:00.000Z" */
  enabledAt: string | null;
  /** Recovery codes not used yet (0 while it is off). */
  recoveryCodesLeft: number;
  /** Whether the owner requires two-factor sign-in of every account (team policy). */
  required: boolean;
}

/** A new authenticator secret, not in force until confirmed with a code. */
export class TwoFactorSetupResponse {
  /** Base32, for typing into the app by hand. @example "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" */
  secret: string;
  /** @example "otpauth://totp/%EB%A7%88%EC%9D%8C%EC%88%B2:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=%EB%A7%88%EC%9D%8C%EC%88%B2" */
  otpauthUri: string;
  /** The otpauth:// address as a QR code: an SVG image as a data URL. */
  qrCode: string;
}

/** Ten recovery codes, each working once; shown this once and never again. */
export class RecoveryCodesResponse {
  /** @example ["ABCD-EFGH-JKMN-PQRS"] */
  recoveryCodes: string[];
}

/** Set-up at sign-in (when required) ends signed in, with the recovery codes to keep. */
export class TwoFactorEnrolledResponse {
  /** @example "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl" */
  accessToken: string;
  /** @example ["ABCD-EFGH-JKMN-PQRS"] */
  recoveryCodes: string[];
}
