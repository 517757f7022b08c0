/** Where a request's side work (alerts, notices, file removal) reports a failure it does not answer with: the request's log. */
export interface WorkLog {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
