/**
 * What a walk of the invoice chain found (decision 035), as the admin area, the API and the
 * CLI report it: every break, each named once, never only the first.
 */
export type InvoiceChainBreak =
  /**
   * Records gone: `missing` positions of the chain after position `afterSeq` (null when the chain
   * was re-linked over them and only their series' numbers show it), and the invoice
   * numbers missing there, as far as the series tell.
   */
  | { kind: "deleted"; afterSeq: number; missing: number | null; numbers: string[] }
  /** A record in another's place: at `seq`, but its own hash says it was issued at `issuedAtSeq`. */
  | { kind: "reordered"; seq: number; number: string; issuedAtSeq: number }
  /** A record whose contents, or the hash it points back to, are not those it was issued with. */
  | { kind: "altered"; seq: number; number: string };

export interface InvoiceChainReport {
  ok: boolean;
  /** The records found and checked. */
  records: number;
  breaks: InvoiceChainBreak[];
}
