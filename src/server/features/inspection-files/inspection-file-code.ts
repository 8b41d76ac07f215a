import { INSPECTION_FILE_CODE_PREFIX } from "~/shared/inspection-files/schema";
import { newPublicCode } from "../../infra/public-code";

/** A file's public code: "EXP" and 100 random bits, never confused with a certificate's. */
export const newInspectionFileCode = () => `${INSPECTION_FILE_CODE_PREFIX}${newPublicCode()}`;
