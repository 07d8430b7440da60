/**
 * The API contract of administrators (staff users), ricevitori (outlet operators), roles and permissions, and the
 * outlet registry import. The same schemas validate the browser's forms and the server's requests.
 *
 * Conventions:
 * - lists follow the one list contract: `page, pageSize (≤ 100), sort (whitelisted, `-field` for descending), q,
 *   filters → { items, total, page, pageSize }`; exports take the same filters plus `format`;
 * - instants are ISO strings (UTC), calendar dates `YYYY-MM-DD` (interpreted in Europe/Rome);
 * - validation messages are the Italian texts of the catalogue: the server answers with the matching code
 *   (e.g. `USERNAME_INVALID`) and the field's message in `fields`;
 * - writes answer `{ ok: true, message }` with the catalogue's success text, plus the changed record as `item`
 *   where there is one (its new `version` included).
 */
import { z } from '../zod';
import { ROLES, PERMISSIONS, ROLE_LABELS } from '../permissions';
import { registerOptionLabels } from './zod-messages';
import { ERRORS } from '../messages';
import * as FIELD_ERRORS from '../messages-field-errors';
import { isProvinceCode } from '../provinces';
import { isRegion, zoneOf } from '../italy';
import {
  alnumParam,
  dayRange,
  exportFormat,
  idParam,
  text,
  listParamsShape,
  listQueryBase,
  listResponse,
} from './common';
import { CONCESSIONS, STAFF_ROLE_VALUES } from '../enums';
import { ADMIN_LIST_PARAMS, RICEVITORE_FILTER_PARAMS, RICEVITORE_LIST_PARAMS } from '../list-params';

registerOptionLabels(ROLE_LABELS);

// ───────────────────────────── shared pieces ─────────────────────────────

export type Concession = (typeof CONCESSIONS)[number];

/** Path segments that name sub-resources; refused as usernames and IVR codes so that no record hides a route. */
export const RESERVED_NAMES = ['me', 'insert', 'export', 'roles', 'perms', 'password', 'available', 'profile', 'count'];

const EMAIL_RE = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;
const PHONE_RE = /^\+?[0-9][0-9 ./()-]{3,24}$/;

/** Optional free text: empty strings become null (forms send "" for a cleared field). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const requiredEmail = z
  .string({ error: ERRORS.EMAIL_REQUIRED })
  .trim()
  .min(1, ERRORS.EMAIL_REQUIRED)
  .max(200)
  .regex(EMAIL_RE, ERRORS.EMAIL_INVALID);
const optionalEmail = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || EMAIL_RE.test(v), ERRORS.EMAIL_INVALID)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .refine((v) => v === '' || PHONE_RE.test(v), ERRORS.PHONE_INVALID)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** Username: required, letters and digits only (it is a path parameter, spec §5), not a reserved word. */
export const usernameField = z
  .string({ error: ERRORS.USERNAME_REQUIRED })
  .trim()
  .min(1, ERRORS.USERNAME_REQUIRED)
  .max(50, ERRORS.USERNAME_INVALID)
  .regex(/^[A-Za-z0-9]*$/, ERRORS.USERNAME_INVALID)
  .refine((v) => !RESERVED_NAMES.includes(v.toLowerCase()), ERRORS.USERNAME_RESERVED);

/** IVR code: required for outlets, alphanumeric, unique. */
export const ivrCodeField = z
  .string({ error: ERRORS.IVR_CODE_REQUIRED })
  .trim()
  .min(1, ERRORS.IVR_CODE_REQUIRED)
  .max(20, ERRORS.IVR_CODE_INVALID)
  .regex(/^[A-Za-z0-9]*$/, ERRORS.IVR_CODE_INVALID)
  .refine((v) => !RESERVED_NAMES.includes(v.toLowerCase()), ERRORS.IVR_CODE_INVALID);

/** Only `true` (or left out): a password chosen by staff is never the user's for good. */
const forcedChange = z.literal(true, { error: FIELD_ERRORS.FORCED_CHANGE_ALWAYS }).default(true);

const initialPassword = {
  /** Initial password (spec §5 rules, checked by the server). Leave out when `invite` is true. */
  password: text().max(200).optional(),
  /** When given, must equal `password`. */
  confirmPassword: text().max(200).optional(),
  /** Send an e-mail invitation with a one-time link to /change-password/{token} instead of a password. */
  invite: z.boolean().default(false),
  /** A password set by staff is always changed at the first login (decisions: staff never know a user's password). */
  forcePasswordChange: forcedChange,
};

function checkInitialPassword(
  v: { password?: string; confirmPassword?: string; invite: boolean; email?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.invite && v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: ERRORS.PASSWORD_OR_INVITE });
  if (!v.invite && !v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: ERRORS.PASSWORD_REQUIRED });
  if (!v.invite && v.password && v.confirmPassword !== undefined && v.confirmPassword !== v.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: ERRORS.PASSWORD_MISMATCH });
  if (v.invite && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: ERRORS.INVITE_EMAIL_REQUIRED });
}

/** Last access per channel (spec §3: Web, TG, TgBest, VTG); ISO instants or null. */
export const lastAccessChannels = z.object({
  web: z.string().nullable(),
  tg: z.string().nullable(),
  tgBest: z.string().nullable(),
  vtg: z.string().nullable(),
});
export type LastAccessChannels = z.infer<typeof lastAccessChannels>;

/** `{ ok, message }` of every write, with the catalogue's success text. */
export const messageResponse = z.object({ ok: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Bulk actions answer how many records changed. */
export const bulkResponse = messageResponse.extend({ count: z.number().int() });
export type BulkResponse = z.infer<typeof bulkResponse>;

/** Enable/disable (`enabled`) and activate/deactivate (`active`); at least one. */
export const abilitationRequest = z
  .object({ enabled: z.boolean().optional(), active: z.boolean().optional() })
  .refine((v) => v.enabled !== undefined || v.active !== undefined, {
    message: 'Indicare enabled o active',
    path: ['enabled'],
  });
export type AbilitationRequest = z.infer<typeof abilitationRequest>;

/** A password set by staff for another user. Rules of spec §5; the user's sessions are revoked. */
export const staffSetPasswordRequest = z.object({
  newPassword: text().min(1, ERRORS.PASSWORD_REQUIRED).max(200),
  confirmPassword: text().min(1, ERRORS.PASSWORD_REQUIRED).max(200),
  /** Always true: the user changes it at the next login (staff should not know a user's password). */
  forcePasswordChange: forcedChange,
});
export type StaffSetPasswordRequest = z.infer<typeof staffSetPasswordRequest>;

// The change history of a record (an audit-log page) lives in ./audit with the activity log's contract, imported by
// path so its schemas stay out of the browser's entry bundle; the types are the same.
export type { AuditEntry, HistoryResponse } from './audit';

export const usernameParams = z.object({ username: alnumParam });
export const ivrCodeParams = z.object({ ivrCode: alnumParam });

// ───────────────────────────── amministratori ─────────────────────────────

/** The list's filters and sort (`list-params.ts`); the default sort is `username`. */
const adminFilters = listParamsShape(ADMIN_LIST_PARAMS);

export const adminListQuery = listQueryBase.extend(adminFilters);
export type AdminListQuery = z.infer<typeof adminListQuery>;
/** The list's filters and sort (no paging) plus the file format. */
export const adminExportQuery = z.object({ ...adminFilters, format: exportFormat });
export type AdminExportQuery = z.infer<typeof adminExportQuery>;

export const adminListItem = z.object({
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  enabled: z.boolean(),
  active: z.boolean(),
  blocked: z.boolean(),
  attemptNumber: z.number().int(),
  forcePasswordChange: z.boolean(),
  /** Last access to the portal (Web channel). */
  lastAccess: z.string().nullable(),
  insertedDate: z.string(),
});
export type AdminListItem = z.infer<typeof adminListItem>;
export const adminListResponse = listResponse(adminListItem);
export type AdminListResponse = z.infer<typeof adminListResponse>;

export const adminDetail = adminListItem.extend({
  lastAccessByChannel: lastAccessChannels,
  lastPasswordChange: z.string().nullable(),
  /** Base permissions of the role (from /gruppi). */
  basePermissions: z.array(z.enum(PERMISSIONS)),
  /** Permissions granted to this user beyond the role's. */
  additionalPermissions: z.array(z.enum(PERMISSIONS)),
  /** What the user holds now: base ∪ additional. */
  effectivePermissions: z.array(z.enum(PERMISSIONS)),
  /** Optimistic-lock version: send it back with PUT. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminDetail = z.infer<typeof adminDetail>;
export const adminMutationResponse = messageResponse.extend({ item: adminDetail });
export type AdminMutationResponse = z.infer<typeof adminMutationResponse>;

/** Create a staff user: an initial password or an e-mail invitation. Only a super_admin may create a super_admin. */
export const adminCreateRequest = z
  .object({
    username: usernameField,
    name: z.string({ error: ERRORS.NAME_REQUIRED }).trim().min(1, ERRORS.NAME_REQUIRED).max(100),
    email: requiredEmail,
    phoneNumber: optionalPhone,
    role: z.enum(STAFF_ROLE_VALUES, { error: ERRORS.ROLE_REQUIRED }),
    ...initialPassword,
  })
  .superRefine(checkInitialPassword);
export type AdminCreateRequest = z.infer<typeof adminCreateRequest>;

/** Edit a staff user. Username is the identity and cannot change; `version` is the one read. */
export const adminUpdateRequest = z.object({
  version: z.number().int().min(1),
  name: text().trim().min(1, ERRORS.NAME_REQUIRED).max(100).optional(),
  email: requiredEmail.optional(),
  phoneNumber: optionalPhone,
  role: z.enum(STAFF_ROLE_VALUES, { error: ERRORS.STAFF_ROLE_REQUIRED }).optional(),
});
export type AdminUpdateRequest = z.infer<typeof adminUpdateRequest>;

/** Force a password change at the next login of several users (their sessions end). */
export const adminBulkForceRequest = z.object({ usernames: z.array(alnumParam).min(1).max(1000) });
export type AdminBulkForceRequest = z.infer<typeof adminBulkForceRequest>;

/** The whole set of additional permissions of a user (replaces the previous one). */
export const permissionsRequest = z.object({ permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length) });
export type PermissionsRequest = z.infer<typeof permissionsRequest>;

export const permissionInfo = z.object({
  name: z.enum(PERMISSIONS),
  label: z.string(),
  /** The caller holds it, so may grant or revoke it (no escalation). */
  grantable: z.boolean(),
});
export const availablePermissionsResponse = z.object({ items: z.array(permissionInfo) });
export type AvailablePermissionsResponse = z.infer<typeof availablePermissionsResponse>;

export const roleInfo = z.object({
  name: z.enum(ROLES),
  label: z.string(),
  isStaff: z.boolean(),
  /** The caller may give this role to a staff user (super_admin only by a super_admin; never ricevitore). */
  assignable: z.boolean(),
});
export const availableRolesResponse = z.object({ items: z.array(roleInfo) });
export type AvailableRolesResponse = z.infer<typeof availableRolesResponse>;

/** The role × base-permission matrix of /gruppi. */
export const roleMatrixResponse = z.object({
  roles: z.array(
    z.object({
      name: z.enum(ROLES),
      label: z.string(),
      isStaff: z.boolean(),
      /** super_admin keeps every permission; ricevitore has none in the back office. */
      editable: z.boolean(),
      permissions: z.array(z.enum(PERMISSIONS)),
    }),
  ),
  permissions: z.array(z.object({ name: z.enum(PERMISSIONS), label: z.string() })),
});
export type RoleMatrixResponse = z.infer<typeof roleMatrixResponse>;
export const roleParams = z.object({ role: z.enum(ROLES) });
export const roleMatrixMutationResponse = messageResponse.extend({ item: roleMatrixResponse });

export const roleCountResponse = z.object({
  items: z.array(z.object({ role: z.enum(ROLES), label: z.string(), count: z.number().int() })),
});
export type RoleCountResponse = z.infer<typeof roleCountResponse>;

// ───────────────────────────── ricevitori ─────────────────────────────

/** Fields shown but never edited in the form (spec §6). */
export const RICEVITORE_READONLY_FIELDS = ['ivrCode', 'rice', 'role', 'term', 'username', 'zone'] as const;

const ricevitoreFilterShape = listParamsShape(RICEVITORE_FILTER_PARAMS);
const ricevitoreSort = listParamsShape(RICEVITORE_LIST_PARAMS).sort;
/** The filters alone (active count). */
const lastAccessRange = dayRange('lastAccessFrom', 'lastAccessTo');
export const ricevitoreFilterQuery = z.object(ricevitoreFilterShape).superRefine(lastAccessRange);
export type RicevitoreFilters = z.infer<typeof ricevitoreFilterQuery>;
export const ricevitoreListQuery = listQueryBase
  .extend({ ...ricevitoreFilterShape, sort: ricevitoreSort })
  .superRefine(lastAccessRange);
export type RicevitoreListQuery = z.infer<typeof ricevitoreListQuery>;
export const ricevitoreExportQuery = z
  .object({ ...ricevitoreFilterShape, sort: ricevitoreSort, format: exportFormat })
  .superRefine(lastAccessRange);
export type RicevitoreExportQuery = z.infer<typeof ricevitoreExportQuery>;

export const ricevitoreListItem = z.object({
  ivrCode: z.string(),
  username: z.string(),
  denomination: z.string().nullable(),
  name: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  region: z.string().nullable(),
  zone: z.string().nullable(),
  concession: z.string().nullable(),
  enabled: z.boolean(),
  active: z.boolean(),
  blocked: z.boolean(),
  attemptNumber: z.number().int(),
  forcePasswordChange: z.boolean(),
  boardSip: z.boolean(),
  boardTcal: z.boolean(),
  boardTgol: z.boolean(),
  /** Last access to the portal (Web channel). */
  lastAccess: z.string().nullable(),
});
export type RicevitoreListItem = z.infer<typeof ricevitoreListItem>;
export const ricevitoreListResponse = listResponse(ricevitoreListItem);
export type RicevitoreListResponse = z.infer<typeof ricevitoreListResponse>;

export const activeCountResponse = z.object({
  /** Outlets with active = true among those matching the filters. */
  active: z.number().int(),
  /** All outlets matching the filters. */
  total: z.number().int(),
});
export type ActiveCountResponse = z.infer<typeof activeCountResponse>;

/** Every field of spec §3 for an outlet. */
export const ricevitoreDetail = ricevitoreListItem.extend({
  role: z.literal('ricevitore'),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  cap: z.string().nullable(),
  fax: z.string().nullable(),
  gender: z.string().nullable(),
  code: z.string().nullable(),
  rice: z.string().nullable(),
  term: z.string().nullable(),
  terminalId: z.string().nullable(),
  eurojEnabled: z.boolean(),
  ntclBachecaEnabled: z.boolean(),
  nveBachecaEnabled: z.boolean(),
  lastAccessByChannel: lastAccessChannels,
  lastPasswordChange: z.string().nullable(),
  insertedDate: z.string(),
  /** Change requests waiting for a decision. */
  pendingChangeRequests: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type RicevitoreDetail = z.infer<typeof ricevitoreDetail>;
export const ricevitoreMutationResponse = messageResponse.extend({ item: ricevitoreDetail });
export type RicevitoreMutationResponse = z.infer<typeof ricevitoreMutationResponse>;

/** The outlet fields staff may edit (everything but the read-only ones and the states). */
export const ricevitoreEditableShape = {
  denomination: text().trim().min(1, ERRORS.DENOMINATION_REQUIRED).max(150),
  name: optionalText(100),
  email: optionalEmail,
  phoneNumber: optionalPhone,
  fax: optionalPhone,
  address: optionalText(200),
  city: optionalText(100),
  cap: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}$/.test(v), ERRORS.CAP_INVALID)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  province: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isProvinceCode(v), ERRORS.PROVINCE_INVALID)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  region: z
    .string()
    .trim()
    .refine((v) => v === '' || isRegion(v), ERRORS.REGION_INVALID)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  gender: z.enum(['M', 'F']).nullable().optional(),
  code: optionalText(30),
  concession: z.enum(CONCESSIONS, { error: ERRORS.CONCESSION_INVALID }).nullable().optional(),
  terminalId: optionalText(30),
  boardSip: z.boolean().optional(),
  boardTcal: z.boolean().optional(),
  boardTgol: z.boolean().optional(),
  /** Board enablement (spec §3). */
  eurojEnabled: z.boolean().optional(),
  ntclBachecaEnabled: z.boolean().optional(),
  nveBachecaEnabled: z.boolean().optional(),
};
export const RICEVITORE_EDITABLE_FIELDS = Object.keys(ricevitoreEditableShape) as Array<
  keyof typeof ricevitoreEditableShape
>;

/**
 * Edit an outlet. `version` is the one read. The read-only fields may be sent back unchanged (the form posts the
 * whole record); a different value is refused with FIELD_NOT_EDITABLE. Enabled/active have their own action.
 */
export const ricevitoreUpdateRequest = z.object({
  version: z.number().int().min(1),
  ...ricevitoreEditableShape,
  denomination: ricevitoreEditableShape.denomination.optional(),
  ivrCode: text().optional(),
  rice: text().nullable().optional(),
  role: text().optional(),
  term: text().nullable().optional(),
  username: text().optional(),
  zone: text().nullable().optional(),
});
export type RicevitoreUpdateRequest = z.infer<typeof ricevitoreUpdateRequest>;

/**
 * Where a new outlet is, required whether it is created through the API or the registry import (one rule): city,
 * province, region and zone. The e-mail stays optional (staff may set the first password themselves).
 */
export const NEW_OUTLET_REQUIRED_FIELDS = ['city', 'province', 'region', 'zone'] as const;

/** Create an outlet: IVR code and username are given once and never change; rice, term and zone likewise. */
export const ricevitoreCreateRequest = z
  .object({
    ivrCode: ivrCodeField,
    username: usernameField,
    ...ricevitoreEditableShape,
    denomination: z
      .string({ error: ERRORS.DENOMINATION_REQUIRED })
      .trim()
      .min(1, ERRORS.DENOMINATION_REQUIRED)
      .max(150),
    rice: optionalText(30),
    term: optionalText(10),
    zone: z
      .string()
      .trim()
      .refine((v) => v === '' || zoneOf(v) !== null, ERRORS.ZONE_INVALID)
      .transform((v) => (v === '' ? null : zoneOf(v)))
      .nullable()
      .optional(),
    enabled: z.boolean().default(true),
    active: z.boolean().default(true),
    ...initialPassword,
  })
  .superRefine(checkInitialPassword)
  .superRefine((v, ctx) => {
    for (const field of NEW_OUTLET_REQUIRED_FIELDS) {
      if (v[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: ERRORS.OUTLET_FIELD_REQUIRED });
    }
  });
export type RicevitoreCreateRequest = z.infer<typeof ricevitoreCreateRequest>;

export const ricevitoreBulkForceRequest = z.object({ ivrCodes: z.array(alnumParam).min(1).max(1000) });
export type RicevitoreBulkForceRequest = z.infer<typeof ricevitoreBulkForceRequest>;

export const changeRequestStatus = z.enum(['pending', 'approved', 'rejected']);
export const changeRequestItem = z.object({
  id: z.number().int(),
  requestedAt: z.string(),
  /** Who asked: the outlet's username or the staff member who entered it. */
  operator: z.string(),
  status: changeRequestStatus,
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** Why staff rejected it (required on rejection), shown to staff and to the outlet. */
  reason: z.string().nullable(),
  /**
   * Each requested field with the outlet's value: now, while pending or rejected; before the approval, once approved,
   * and then only the fields the approval changed (empty when the outlet already had every requested value).
   */
  changes: z.array(
    z.object({
      field: z.string(),
      current: z.union([z.string(), z.boolean(), z.null()]),
      requested: z.union([z.string(), z.boolean(), z.null()]),
    }),
  ),
});
export type ChangeRequestItem = z.infer<typeof changeRequestItem>;
export const changeRequestListResponse = z.object({ items: z.array(changeRequestItem) });
export type ChangeRequestListResponse = z.infer<typeof changeRequestListResponse>;
export const changeRequestParams = z.object({ ivrCode: alnumParam, id: idParam });
export const changeRequestDecisionResponse = messageResponse.extend({ item: changeRequestItem });
/** Rejecting a change request says why (the outlet reads it in "I miei dati"). */
export const changeRequestRejectRequest = z.object({
  reason: text(500).trim().min(1, { error: ERRORS.CHANGE_REQUEST_REASON_REQUIRED }),
});
export type ChangeRequestRejectRequest = z.infer<typeof changeRequestRejectRequest>;

/** What an outlet may ask to change about itself (contact data); staff approve it. */
export const changeRequestSubmitRequest = z
  .object({
    denomination: ricevitoreEditableShape.denomination.optional(),
    name: ricevitoreEditableShape.name,
    email: ricevitoreEditableShape.email,
    phoneNumber: ricevitoreEditableShape.phoneNumber,
    fax: ricevitoreEditableShape.fax,
    address: ricevitoreEditableShape.address,
    city: ricevitoreEditableShape.city,
    cap: ricevitoreEditableShape.cap,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: ERRORS.CHANGE_REQUEST_EMPTY,
    path: ['body'],
  });
export type ChangeRequestSubmitRequest = z.infer<typeof changeRequestSubmitRequest>;

/** The outlet's own view (also while a staff member simulates it). */
export const ricevitoreProfileResponse = z.object({
  profile: ricevitoreDetail.omit({ version: true }),
  boards: z.object({
    eurojEnabled: z.boolean(),
    ntclBachecaEnabled: z.boolean(),
    nveBachecaEnabled: z.boolean(),
    boardSip: z.boolean(),
    boardTcal: z.boolean(),
    boardTgol: z.boolean(),
  }),
  /** Recent logins and simulations, newest first. */
  accessHistory: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      outcome: z.string(),
      onBehalfOf: z.string().nullable(),
      actor: z.string().nullable(),
    }),
  ),
  changeRequests: z.array(changeRequestItem),
  /** The staff user simulating the outlet, when this is a simulation. */
  impersonatedBy: z.string().nullable(),
});
export type RicevitoreProfileResponse = z.infer<typeof ricevitoreProfileResponse>;

// ───────────────────────────── anagrafiche (registry import) ─────────────────────────────

/**
 * Columns of the registry CSV (import and export). Header names are matched ignoring case, accents, spaces and
 * punctuation (`Città`, `citta`, `CITTA` are the same); `;` or `,` separated; UTF-8, BOM allowed.
 * Only `Codice IVR` is mandatory as a column. A missing column leaves that field as it is; an empty cell clears a
 * text field and means "No" for a flag. New outlets need `Denominazione`; their username defaults to `r<IVR>`.
 * Username never changes through an import.
 */
export const ANAGRAFICA_COLUMNS = [
  { field: 'ivrCode', header: 'Codice IVR', kind: 'text' },
  { field: 'username', header: 'Username', kind: 'text' },
  { field: 'denomination', header: 'Denominazione', kind: 'text' },
  { field: 'name', header: 'Referente', kind: 'text' },
  { field: 'email', header: 'E-mail', kind: 'text' },
  { field: 'phoneNumber', header: 'Telefono', kind: 'text' },
  { field: 'fax', header: 'Fax', kind: 'text' },
  { field: 'address', header: 'Indirizzo', kind: 'text' },
  { field: 'city', header: 'Città', kind: 'text' },
  { field: 'cap', header: 'CAP', kind: 'text' },
  { field: 'province', header: 'Provincia', kind: 'text' },
  { field: 'region', header: 'Regione', kind: 'text' },
  { field: 'zone', header: 'Zona', kind: 'text' },
  { field: 'concession', header: 'Concessione', kind: 'text' },
  { field: 'code', header: 'Codice', kind: 'text' },
  { field: 'rice', header: 'Rice', kind: 'text' },
  { field: 'term', header: 'Term', kind: 'text' },
  { field: 'terminalId', header: 'ID terminale', kind: 'text' },
  { field: 'gender', header: 'Sesso', kind: 'text' },
  { field: 'boardSip', header: 'SIP', kind: 'flag' },
  { field: 'boardTcal', header: 'TCAL', kind: 'flag' },
  { field: 'boardTgol', header: 'TGOL', kind: 'flag' },
  { field: 'eurojEnabled', header: 'Bacheca Eurojackpot', kind: 'flag' },
  { field: 'ntclBachecaEnabled', header: 'Bacheca Totocalcio', kind: 'flag' },
  { field: 'nveBachecaEnabled', header: 'Bacheca NVE', kind: 'flag' },
] as const;
export type AnagraficaField = (typeof ANAGRAFICA_COLUMNS)[number]['field'];
/** Most rows one import may hold. */
export const ANAGRAFICA_MAX_ROWS = 50_000;

export const importRequest = z.object({
  /** The CSV text: header row first. */
  csv: text().max(20_000_000),
});
export type ImportRequest = z.infer<typeof importRequest>;

export const importRowStatus = z.enum(['new', 'changed', 'unchanged', 'error']);
export const importRowResult = z.object({
  /** Line number in the file (the header is line 1). */
  row: z.number().int(),
  ivrCode: z.string().nullable(),
  status: importRowStatus,
  /** For changed rows: each field that would change. */
  changes: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      from: z.union([z.string(), z.boolean(), z.null()]),
      to: z.union([z.string(), z.boolean(), z.null()]),
    }),
  ),
  /** For rows in error: the Italian messages, by column, with the refused cell's text when a cell was refused. */
  errors: z.array(z.object({ column: z.string().nullable(), message: z.string(), value: z.string().optional() })),
});
export type ImportRowResult = z.infer<typeof importRowResult>;
export const importCounts = z.object({
  total: z.number().int(),
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;
export const importPreviewResponse = z.object({
  /** The columns recognised in the header, in file order. */
  columns: z.array(z.string()),
  counts: importCounts,
  rows: z.array(importRowResult),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;
export const importApplyResponse = messageResponse.extend({ counts: importCounts });
export type ImportApplyResponse = z.infer<typeof importApplyResponse>;

/** Query of the registry export: the outlet list's filters. */
export const anagraficheExportQuery = z
  .object({ ...ricevitoreFilterShape, sort: ricevitoreSort })
  .superRefine(lastAccessRange);
