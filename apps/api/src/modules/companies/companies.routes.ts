import multipart from '@fastify/multipart';
import { type CompanySummary, companiesEndpoints as endpoints } from '@portico/contract';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES, MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { invalid, notFound } from '../../errors.js';
import { changeContext } from '../../http/context.js';
import { csvColumns } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { actorRoute, changeRoute, listRoute, route } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { createCompaniesService } from './companies.service.js';
import type { CompanyPeople } from './company-people.js';
import { detectImageType, logoFileName, requireLogoImage } from './image-type.js';

const COMPANY_CSV_COLUMNS = csvColumns<CompanySummary>([
  'companyId',
  'legalName',
  'tradingName',
  'email',
  'phone',
  'country',
  'accountType',
  'active',
  'published',
  { createDate: (c) => new Date(c.createDate).toISOString() },
]);

export async function companiesRoutes(app: FastifyInstance, deps: RouteContext, people: CompanyPeople): Promise<void> {
  const companies = createCompaniesService({
    db: deps.db,
    creditBureau: deps.integrations.creditBureau,
    now: deps.now,
    people,
  });

  // Multipart only for this module's routes (the logo upload), with a size limit of its own.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // ---------------------------------------------------------------------------------------------------------------
  // Search

  listRoute(app, endpoints.search, {
    page: companies.search,
    csv: { filename: 'companies.csv', columns: COMPANY_CSV_COLUMNS, rows: companies.exportBatches },
  });

  route(app, endpoints.all, async (request) =>
    ok(await companies.all({ search: request.query.search, includeUsers: request.query.include_users === 'true' })),
  );

  route(app, endpoints.nameSearch, async (request) =>
    ok(await companies.nameSearch(request.query.search, request.query.limit)),
  );

  route(app, endpoints.accountManagers, async () => ok(await companies.accountManagers()));

  // ---------------------------------------------------------------------------------------------------------------
  // One company

  actorRoute(app, endpoints.get, (actor, { params }) => companies.get(actor, params.companyId));

  changeRoute(app, endpoints.update, MESSAGES.updatedSuccessfully, (ctx, { body }) => companies.update(ctx, body));

  changeRoute(app, endpoints.saveAddress, MESSAGES.addressUpdated, (ctx, { params, body }) =>
    companies.saveAddress(ctx, params.companyId, params.addressId, body),
  );

  changeRoute(
    app,
    endpoints.setActive,
    ({ body }) => (body.active ? COMPANY_MESSAGES.companyActivated : COMPANY_MESSAGES.companyDeactivated),
    (ctx, { params, body }) => companies.setActive(ctx, params.companyId, body.active),
  );

  changeRoute(
    app,
    endpoints.setPublished,
    ({ body }) => (body.published ? COMPANY_MESSAGES.profilePublished : COMPANY_MESSAGES.profileHidden),
    (ctx, { params, body }) => companies.setPublished(ctx, params.companyId, body.published),
  );

  changeRoute(app, endpoints.remove, MESSAGES.companyDeleted, (ctx, { params }) =>
    companies.remove(ctx, params.companyId),
  );

  changeRoute(app, endpoints.creditCheck, COMPANY_MESSAGES.creditChecked, (ctx, { params }) =>
    companies.creditCheck(ctx, params.companyId),
  );

  route(app, endpoints.history, async (request) =>
    ok(await companies.history(request.params.companyId, request.query.page, request.query.pageSize)),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Logo

  route(app, endpoints.uploadLogo, async (request) => {
    let file: { mimetype: string; data: Buffer } | null = null;
    try {
      const part = await request.file();
      if (part) file = { mimetype: part.mimetype, data: await part.toBuffer() };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid(COMPANY_MESSAGES.logoTooLarge);
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw invalid(MESSAGES.logoImagesOnly);
      throw error;
    }
    if (!file || file.data.length === 0) throw invalid(MESSAGES.logoImagesOnly);
    // PNG, JPEG or WebP only, bytes matching the declared type (decision 0015).
    requireLogoImage(file.data, file.mimetype);
    const saved = await companies.uploadImage(
      changeContext(request),
      request.params.companyId,
      request.params.kind,
      request.query.name,
      { declaredType: file.mimetype, data: file.data },
    );
    return ok(saved, COMPANY_MESSAGES.logoUploaded);
  });

  route(app, endpoints.logo, async (request, reply) => {
    const image = await companies.getImage(requireActor(request), request.params.companyId, request.query.name);
    // The type is checked again from the bytes: a logo stored before raster-only (SVG, GIF) is not served.
    const type = detectImageType(image.data, image.contentType);
    if (!type) throw notFound();
    return (
      reply
        .type(type)
        .header('content-disposition', `inline; filename="${logoFileName(request.query.name, type)}"`)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        // Opened directly, the image is a document of its own: nothing in it may run or load.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.data)
    );
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Account type and config settings

  changeRoute(app, endpoints.changeAccountType, MESSAGES.updatedSuccessfully, (ctx, { params, body }) =>
    companies.changeAccountType(ctx, params.companyId, body),
  );

  actorRoute(app, endpoints.configSettings, (actor, { params }) =>
    companies.getConfigSettings(actor, params.companyId),
  );

  changeRoute(app, endpoints.createConfigSettings, MESSAGES.configCreated, (ctx, { params, body }) =>
    companies.saveConfigSettings(ctx, params.companyId, 'create', body),
  );

  changeRoute(app, endpoints.updateConfigSettings, MESSAGES.configUpdated, (ctx, { params, body }) =>
    companies.saveConfigSettings(ctx, params.companyId, 'update', body),
  );
}
