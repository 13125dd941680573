import { createHash } from 'node:crypto';
import type { CreditCheckStatus } from '@portico/domain';

/** The bureau answers with the statuses a company keeps (the domain's list). */
export type CreditStatus = CreditCheckStatus;

export interface CreditCheckRequest {
  companyId: number;
  legalName: string;
  legalIdentifier: string | null;
  country: string | null;
}

export interface CreditCheckAnswer {
  status: CreditStatus;
  /** 0 to 999, higher is better */
  score: number;
  /** the bureau's reference for the enquiry */
  reference: string;
}

/** How the app asks a credit bureau about a company. The simulator is the default; a real adapter implements the same. */
export interface CreditBureau {
  readonly kind: string;
  check(request: CreditCheckRequest): Promise<CreditCheckAnswer>;
}

/** Scores at or above APPROVED_FROM are approved, from REFERRED_FROM referred for a person to look at, else declined. */
export const APPROVED_FROM = 600;
export const REFERRED_FROM = 400;

export function statusForScore(score: number): CreditStatus {
  if (score >= APPROVED_FROM) return 'APPROVED';
  if (score >= REFERRED_FROM) return 'REFERRED';
  return 'DECLINED';
}

/**
 * A local bureau with deterministic answers, so every flow runs offline and tests know the outcome: the score is
 * derived from the company's name and identifier. Names containing "decline" or "refer" force that outcome (for
 * demos and tests).
 */
export function createCreditBureauSimulator(): CreditBureau {
  return {
    kind: 'simulator',
    async check(request) {
      const key = `${request.legalName.trim().toLowerCase()}|${(request.legalIdentifier ?? '').replace(/\s/g, '')}`;
      const digest = createHash('sha256').update(key).digest();
      let score = digest.readUInt16BE(0) % 1000;
      const name = request.legalName.toLowerCase();
      if (name.includes('decline')) score = Math.min(score, REFERRED_FROM - 1);
      else if (name.includes('refer')) score = REFERRED_FROM + (score % (APPROVED_FROM - REFERRED_FROM));
      else score = Math.max(score, APPROVED_FROM);
      return {
        status: statusForScore(score),
        score,
        reference: `SIM-${request.companyId}-${digest.toString('hex').slice(0, 10).toUpperCase()}`,
      };
    },
  };
}
