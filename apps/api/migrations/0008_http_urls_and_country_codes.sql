-- Stored web addresses and supply countries follow the rules the API now applies (decision 0030).
--
-- A partner's website and logo address, and a supply's website, are shown as links and images: one that is not an
-- absolute http:// or https:// address (javascript:, data:, relative, another scheme, a user name before the host)
-- is cleared. The expression is the domain's HTTP_URL_PATTERN (packages/domain/src/web-address.ts).
UPDATE "partner_contexts"
SET "context" = jsonb_set("context", '{website}', 'null'::jsonb)
WHERE "context" ->> 'website' IS NOT NULL
  AND "context" ->> 'website' !~* '^https?://[^[:space:]/?#@]+([/?#][^[:space:]]*)?$';--> statement-breakpoint
UPDATE "partner_contexts"
SET "context" = jsonb_set("context", '{logoUrl}', 'null'::jsonb)
WHERE "context" ->> 'logoUrl' IS NOT NULL
  AND "context" ->> 'logoUrl' !~* '^https?://[^[:space:]/?#@]+([/?#][^[:space:]]*)?$';--> statement-breakpoint
UPDATE "supplies"
SET "web" = NULL
WHERE "web" IS NOT NULL
  AND "web" !~* '^https?://[^[:space:]/?#@]+([/?#][^[:space:]]*)?$';--> statement-breakpoint
-- A supply's country is an ISO 3166-1 alpha-2 code of the country list (packages/domain/src/countries.ts): a code
-- written in lower case or with spaces is kept, written as the code; anything else ('ZZ', a country's name) says
-- nothing reliable and is cleared, to be chosen again from the list.
UPDATE "supplies"
SET "country" = CASE
  WHEN upper(btrim("country")) = ANY (ARRAY[
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW'
  ]) THEN upper(btrim("country"))
  END
WHERE "country" IS NOT NULL;
