import type { WidgetDefinition } from "./dashboard/widget.js";
import type { ResourceEntry } from "./permissions/catalogue.js";
import type { Language } from "./screens/registry.js";
import type { ScreenDomain } from "./screens/screen.js";

/** A text in English and Indonesian. */
export type Texts = Readonly<Record<Language, string>>;

/**
 * What one domain declares to core (DESIGN §12, "modules are self-contained"): everything the
 * central catalogues used to list for it. `domains.ts` composes every manifest, and the central
 * files (`permissions/catalogue.ts`, `documents/approval.ts`, `ledger/documents.ts`,
 * `ledger/accounts.ts`, `messages/text.ts`, `messages/validation.ts`) derive their records from that
 * one list, so a new domain adds its manifest and one line there, and edits none of them.
 */
export interface DomainManifest {
  /** The domain's name: its server module and web feature folder where it has them. */
  name: string;
  /** Permission resources (DESIGN §7), with their group in the settings matrix. */
  resources?: Readonly<Record<string, ResourceEntry>>;
  /** Approval modules (Settings → Module approval). */
  approvalModules?: Readonly<Record<string, Texts>>;
  /**
   * Numbered transaction and document types with their default prefixes (`/master-data/prefix`);
   * a registered document's type is also its journals' `source_type`.
   */
  transactionTypes?: Readonly<Record<string, { prefix: string } & Texts>>;
  /** Account roles its documents post through (`/master-data/setting-coa-default`). */
  accountRoles?: Readonly<Record<string, Texts>>;
  /** Messages its server sends (`translate`). */
  messages?: Readonly<Record<string, Texts>>;
  /** Display names of its forms' fields in validation messages. */
  fieldNames?: Readonly<Record<string, Texts>>;
  /** Its dashboard widgets by name (`dashboard/widget.ts`), served by its server module at `/api/dashboard/<name>`. */
  widgets?: Readonly<Record<string, WidgetDefinition>>;
  /** Its part of the screen registry (`screens/domains/*.ts`). */
  screens?: readonly ScreenDomain[];
}

/** The parts of a manifest that the central records are composed of. */
export type DomainPart = Exclude<keyof DomainManifest, "name" | "screens">;

/** Declares a domain's manifest, keeping its keys as literal types (`Resource`, `MessageKey` …). */
export const defineDomain = <const Manifest extends DomainManifest>(manifest: Manifest): Manifest => manifest;
