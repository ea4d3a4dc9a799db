import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals the integrations' Admin API secrets at rest (decision 0036): AES-256-GCM with a key
 * derived from AUTH_SECRET by HKDF-SHA-256, a fresh 12-byte nonce per seal. A copy of the
 * database alone reveals no secret; a changed AUTH_SECRET makes every sealed secret unreadable
 * (its integrations then need new keys, as sessions need a new sign-in).
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The sealed text's secret, or null when it was sealed under another key or altered. */
  open(sealed: string): string | null;
}

const VERSION = "v1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(authSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync("sha256", authSecret, "techpulse", "integration-admin-api-secret", 32),
  );
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, ...[nonce, sealed, tag].map((part) => part.toString("base64url"))].join(".");
    },
    open(text) {
      const [version, nonce, sealed, tag] = text.split(".");
      if (version !== VERSION || !nonce || !sealed || !tag) {
        return null;
      }
      try {
        const nonceBytes = Buffer.from(nonce, "base64url");
        const tagBytes = Buffer.from(tag, "base64url");
        if (nonceBytes.length !== NONCE_BYTES || tagBytes.length !== TAG_BYTES) return null;
        const decipher = createDecipheriv("aes-256-gcm", key, nonceBytes);
        decipher.setAuthTag(tagBytes);
        const plain = Buffer.concat([
          decipher.update(Buffer.from(sealed, "base64url")),
          decipher.final(),
        ]);
        return plain.toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
