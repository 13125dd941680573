import multipart from '@fastify/multipart';
import { type CompanySummary, companiesEndpoints as endpoints } from '@portico/contract';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES, MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { invalid, notFound } from '../../errors.js';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { createCompaniesService } from './companies.service.js';
import { detectImageType, logoFileName, requireLogoImage } from './image-type.js';

const COMPANY_CSV_COLUMNS = csvColumns<CompanySummary>({
  companyId: (c) => c.companyId,
  legalName: (c) => c.legalName,
  tradingName: (c) => c.tradingName,
  email: (c) => c.email,
  phone: (c) => c.phone,
  country: (c) => c.country,
  accountType: (c) => c.accountType,
  active: (c) => c.active,
  published: (c) => c.published,
  createDate: (c) => new Date(c.createDate).toISOString(),
});

export async function companiesRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const companies = createCompaniesService({
    db: deps.db,
    creditBureau: deps.integrations.creditBureau,
    now: deps.now,
  });

  // Multipart only for this module's routes (the logo upload), with a size limit of its own.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // ---------------------------------------------------------------------------------------------------------------
  // Search

  route(app, endpoints.search, async (request, reply) => {
    const query = request.query;
    if (query.format === 'csv') {
      return sendCsv(reply, 'companies.csv', COMPANY_CSV_COLUMNS, companies.exportBatches(query));
    }
    return ok(await companies.search(query));
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

  route(app, endpoints.get, async (request) =>
    ok(await companies.get(requireActor(request), request.params.companyId)),
  );

  route(app, endpoints.update, async (request) =>
    ok(await companies.update(changeContext(request), request.body), MESSAGES.updatedSuccessfully),
  );

  route(app, endpoints.saveAddress, async (request) =>
    ok(
      await companies.saveAddress(
        changeContext(request),
        request.params.companyId,
        request.params.addressId,
        request.body,
      ),
      MESSAGES.addressUpdated,
    ),
  );

  route(app, endpoints.setActive, async (request) =>
    ok(
      await companies.setActive(changeContext(request), request.params.companyId, request.body.active),
      request.body.active ? COMPANY_MESSAGES.companyActivated : COMPANY_MESSAGES.companyDeactivated,
    ),
  );

  route(app, endpoints.setPublished, async (request) =>
    ok(
      await companies.setPublished(changeContext(request), request.params.companyId, request.body.published),
      request.body.published ? COMPANY_MESSAGES.profilePublished : COMPANY_MESSAGES.profileHidden,
    ),
  );

  route(app, endpoints.remove, async (request) => {
    await companies.remove(changeContext(request), request.params.companyId);
    return ok(null, MESSAGES.companyDeleted);
  });

  route(app, endpoints.creditCheck, async (request) =>
    ok(await companies.creditCheck(changeContext(request), request.params.companyId), COMPANY_MESSAGES.creditChecked),
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
  // Registration

  route(app, endpoints.register, async (request) =>
    ok(await companies.register(changeContext(request), request.body), COMPANY_MESSAGES.companyRegistered),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Account type and config settings

  route(app, endpoints.changeAccountType, async (request) =>
    ok(
      await companies.changeAccountType(changeContext(request), request.params.companyId, request.body),
      MESSAGES.updatedSuccessfully,
    ),
  );

  route(app, endpoints.configSettings, async (request) =>
    ok(await companies.getConfigSettings(requireActor(request), request.params.companyId)),
  );

  route(app, endpoints.createConfigSettings, async (request) =>
    ok(
      await companies.saveConfigSettings(changeContext(request), request.params.companyId, 'create', request.body),
      MESSAGES.configCreated,
    ),
  );

  route(app, endpoints.updateConfigSettings, async (request) =>
    ok(
      await companies.saveConfigSettings(changeContext(request), request.params.companyId, 'update', request.body),
      MESSAGES.configUpdated,
    ),
  );
}
