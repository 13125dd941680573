import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/contract';
import type { AppConfig } from '../config.js';
import {
  type AccountingSimulator,
  type AccountingSystem,
  createAccountingSimulator,
} from './accounting/accounting-system.js';
import type { CardProvider } from './cards/card-provider.js';
import { type CardSimulator, createCardSimulator } from './cards/card-simulator.js';
import { createEwayAdapter } from './cards/eway-adapter.js';
import { createCloudPartnerSimulator } from './cloud/cloud-partner-simulator.js';
import type { CloudPartners } from './cloud/cloud-partners.js';
import { type CreditBureau, createCreditBureauSimulator } from './credit/credit-bureau.js';
import {
  createIdTokenVerifier,
  type IdTokenVerifier,
  type IssuerKeys,
  issuerFromConfig,
  localIssuer,
} from './identity/id-token-verifier.js';
import { createIdentitySimulator, type IdentitySimulator } from './identity/identity-simulator.js';
import { createMailSimulator, type Mailer, type MailSimulator } from './mail/mailer.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { createProvisioningSimulator, type Provisioner } from './provisioning/provisioner.js';
import { createTelemetrySimulator, type Telemetry } from './telemetry/telemetry.js';
import { createErpSimulator, type Erp } from './erp/erp.js';
import { createWebhookSender, type WebhookSender } from './webhooks/webhook-sender.js';

/** Every external system the app talks to, as the interfaces modules receive. */
export interface Integrations {
  idTokens: IdTokenVerifier;
  mailer: Mailer;
  /** null when no credit bureau is available (production until a real adapter is configured): checks are off */
  creditBureau: CreditBureau | null;
  /**
   * null when no provisioning system is available (production until a real adapter is configured): orders are
   * accepted and stay DEPLOYABLE until staff advance them by hand
   */
  provisioner: Provisioner | null;
  /**
   * null when no cloud partner service is available (production until a real adapter is configured): Azure and
   * Google B ends cannot be looked up, so they cannot be ordered
   */
  cloudPartners: CloudPartners | null;
  /**
   * null when no telemetry source is available (production until a real adapter is configured): the graphs say
   * they are not available
   */
  telemetry: Telemetry | null;
  /**
   * null when no accounting system is available (production until a real adapter is configured): accounting sync
   * is off and its pages say so (decision 0092)
   */
  accounting: AccountingSystem | null;
  /** null when no ERP is available (production until a real adapter is configured): the ERP export is off */
  erp: Erp | null;
  /**
   * null when no card provider is configured in production: card payments, registrations and the receipt CSV are
   * off (decision 0091)
   */
  cardProvider: CardProvider | null;
  /**
   * webhook deliveries (decision 0093): real HTTP in either mode; only demo mode may reach an address on this
   * machine or a private network (a local receiver), production refuses them where the connection is made
   */
  webhooks: WebhookSender;
  /** demo mode only: the simulators, whose routes let people drive and read them; null in production */
  simulators: {
    identity: IdentitySimulator;
    mail: MailSimulator | null;
    cards: CardSimulator | null;
    accounting: AccountingSimulator | null;
  } | null;
  close(): void;
}

/**
 * The one place where each integration is chosen from config: a real adapter when configured; otherwise the
 * local simulator in demo mode, or the feature switched off in production. Production never constructs a
 * simulator, so none of its keys can be trusted and none of its routes exist (config.ts refuses a production
 * configuration that would need one).
 */
export async function createIntegrations(
  config: AppConfig,
  log: (message: string, fields: Record<string, unknown>) => void,
): Promise<Integrations> {
  const demo = config.mode === 'demo';
  const identity = demo ? await createIdentitySimulator(config.publicUrl) : null;
  const issuers: Partial<Record<SocialProvider, IssuerKeys>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const real = config.social[provider];
    if (real) issuers[provider] = issuerFromConfig(real);
    else if (identity)
      issuers[provider] = localIssuer(identity.issuer(provider), identity.audience(provider), identity.jwks);
  }

  const smtp = config.mail.kind === 'smtp' ? createSmtpMailer(config.mail) : null;
  const mailSimulator = smtp ? null : createMailSimulator(log);
  if (!smtp && !demo) throw new Error('production mode needs SMTP_URL: no mail simulator is started');
  const mailer: Mailer = smtp ?? (mailSimulator as MailSimulator);

  const accounting = demo ? createAccountingSimulator() : null;
  // the real adapter when configured; the simulator in demo mode only; in production without one, cards are off
  const cardSimulator = !config.cardProvider && demo ? createCardSimulator(config.publicUrl) : null;
  const cardProvider: CardProvider | null = config.cardProvider
    ? createEwayAdapter(config.cardProvider)
    : cardSimulator;

  return {
    idTokens: createIdTokenVerifier(issuers),
    mailer,
    creditBureau: demo ? createCreditBureauSimulator() : null,
    // production without a real adapter: no automatic provisioning, never the simulator
    provisioner: demo
      ? createProvisioningSimulator(config.provisioning.stepSeconds, config.provisioning.reconfigureSeconds)
      : null,
    cloudPartners: demo ? createCloudPartnerSimulator() : null,
    telemetry: demo ? createTelemetrySimulator() : null,
    cardProvider,
    webhooks: createWebhookSender({ allowPrivateAddresses: demo }),
    accounting,
    erp: demo ? createErpSimulator(config.sync.erpName) : null,
    simulators: identity ? { identity, mail: mailSimulator, cards: cardSimulator, accounting } : null,
    close: () => smtp?.close(),
  };
}
