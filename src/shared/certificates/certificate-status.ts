/**
 * A certificate's status: valid, expired, revoked by an admin, or "archived" once its
 * establishment was removed (dado de baja) during its period. Its own module: the copy and
 * the schemas both use it, and the schemas import the copy.
 */
export type CertificateStatus = "valid" | "expired" | "revoked" | "archived";
