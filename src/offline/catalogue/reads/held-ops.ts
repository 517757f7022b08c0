import type { ListingSummary } from '../../../domain/catalogue.ts';
import type { FairPrice } from '../../../domain/fair-price.ts';
import type { LineFigures } from '../../../domain/line/line-figures.ts';
import { isSearchJob, isSearchReply, type SearchRequest, type SearchResult } from '../search/search-jobs.ts';
import { type FairPriceRequest, isFairPriceJob, isFairPriceReply } from './fair-price-jobs.ts';
import { isLineJob, isLineReply, type LineRequest } from './line-jobs.ts';
import { isListingsJob, isListingsReply, type ListingsRequest } from './listing-jobs.ts';

/**
 * What the page asks of the listings the catalogue worker holds, answered at once from them (never the network): one
 * entry per op, its request and its answer. A new op is a line here, its checks (an `*-jobs.ts` file beside this
 * one) and its answer in held-answers.ts. The page sends `{ id, op, ...request }`; the worker answers
 * `{ id, [op]: answer }` (docs/decisions/0084).
 */
export interface HeldOps {
  search: { request: SearchRequest; answer: SearchResult | null };
  listings: { request: ListingsRequest; answer: ListingSummary[] };
  fairPrice: { request: FairPriceRequest; answer: FairPrice | null };
  line: { request: LineRequest; answer: LineFigures | null };
}
export type HeldOp = keyof HeldOps;
export type HeldJob<K extends HeldOp = HeldOp> = { [P in K]: HeldOps[P]['request'] & { id: number; op: P } }[K];

interface HeldOpChecks<K extends HeldOp> {
  isJob: (value: unknown) => boolean;
  /** The answer a reply carries, or null when the reply is not a whole one of this op's. */
  answerOf: (reply: unknown) => { answer: HeldOps[K]['answer'] } | null;
}

export const HELD_OPS: { [K in HeldOp]: HeldOpChecks<K> } = {
  search: { isJob: isSearchJob, answerOf: (reply) => (isSearchReply(reply) ? { answer: reply.search } : null) },
  listings: { isJob: isListingsJob, answerOf: (reply) => (isListingsReply(reply) ? { answer: reply.listings } : null) },
  fairPrice: { isJob: isFairPriceJob, answerOf: (reply) => (isFairPriceReply(reply) ? { answer: reply.fairPrice } : null) },
  line: { isJob: isLineJob, answerOf: (reply) => (isLineReply(reply) ? { answer: reply.line } : null) },
};

const isHeldOp = (op: unknown): op is HeldOp => typeof op === 'string' && Object.hasOwn(HELD_OPS, op);

export function isHeldJob(value: unknown): value is HeldJob {
  if (typeof value !== 'object' || value === null || !('op' in value)) return false;
  const { op } = value;
  return isHeldOp(op) && HELD_OPS[op].isJob(value);
}
