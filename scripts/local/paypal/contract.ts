// PayPal's contract, from PayPal's own OpenAPI documents (./openapi/): every request the site's
// client sends and every answer the stand-in gives is checked against the operation it belongs to.
// JSON Schema semantics come from @cfworker/json-schema (no code generation, so it runs inside
// workerd as well as in Node). On top of it one rule PayPal's schemas leave open: an object may
// carry only properties the schema names (most of PayPal's objects do not say
// `additionalProperties: false`, so a misspelt field would otherwise pass unseen).
import { Validator, type Schema } from "@cfworker/json-schema";

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

interface Found {
  document: OpenApiDocument;
  operation: Operation;
  /** "POST /v2/checkout/orders/{id}/capture" */
  name: string;
  /** JSON pointer of the operation inside its document. */
  pointer: string;
}

export interface ContractCounts {
  /** Requests checked against an operation of the documents. */
  requests: number;
  /** Answers checked against an operation's documented responses. */
  responses: number;
  /** Calls to endpoints the documents do not describe (OAuth2's token endpoint). */
  undocumented: number;
  /** Operations seen, "POST /v2/checkout/orders" … */
  operations: Set<string>;
}

/** Errors of wrapping keywords only repeat what their branches said. */
const WRAPPERS = new Set(["$ref", "allOf", "anyOf", "oneOf", "properties", "items", "additionalProperties"]);
const MAX_ERRORS_SHOWN = 4;
const SCHEMA_DRAFT = "4";

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The validator compiles `pattern` with the `u` flag, as JSON Schema asks; a few of PayPal's
 * patterns (the e-mail address, free text) are written for ECMAScript without it: a `]`, `{` or
 * `}` standing for itself outside a class, or an escaped `!`. Escaping the first and unescaping
 * the second keeps the meaning and compiles both ways.
 */
export function unicodeSafePattern(pattern: string): string {
  try {
    new RegExp(pattern, "u");
    return pattern;
  } catch {
    let out = "";
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
      const char = pattern[i]!;
      if (char === "\\") {
        const next = pattern[i + 1] ?? "";
        // `u` allows identity escapes of syntax characters only (and `-` in a class): `\!` is `!`.
        const keep = /[A-Za-z0-9^$\\.*+?()[\]{}|/]/.test(next) || (inClass && next === "-");
        out += keep ? char + next : next;
        i++;
      } else if (inClass) {
        if (char === "]") inClass = false;
        out += char;
      } else if (char === "[") {
        inClass = true;
        out += char;
      } else if (char === "]" || char === "}") {
        out += `\\${char}`;
      } else if (char === "{") {
        const quantifier = /^\{\d+(,\d*)?\}/.exec(pattern.slice(i));
        out += quantifier ? quantifier[0] : "\\{";
        if (quantifier) i += quantifier[0].length - 1;
      } else {
        out += char;
      }
    }
    new RegExp(out, "u");
    return out;
  }
}

/** A copy of the document whose patterns all compile with the `u` flag. */
function withUnicodePatterns(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isRecord(node)) {
      if (typeof node.pattern === "string") node.pattern = unicodeSafePattern(node.pattern);
      Object.values(node).forEach(visit);
    }
  };
  visit(copy);
  return copy;
}

function pathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith("{") ? "([^/]+)" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

export class PayPalContract {
  private readonly operations: { method: string; pattern: RegExp; found: Found }[] = [];
  private readonly validators = new Map<string, Validator>();
  private readonly tally: ContractCounts = { requests: 0, responses: 0, undocumented: 0, operations: new Set() };

  constructor(documents: OpenApiDocument[]) {
    for (const document of documents.map(withUnicodePatterns)) {
      for (const [template, item] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (!isRecord(operation) || !isRecord(operation.responses)) continue;
          this.operations.push({
            method: method.toUpperCase(),
            pattern: pathPattern(template),
            found: {
              document,
              operation: operation as unknown as Operation,
              name: `${method.toUpperCase()} ${template}`,
              pointer: `/paths/${escapePointer(template)}/${method}`,
            },
          });
        }
      }
    }
  }

  get counts(): ContractCounts {
    return { ...this.tally, operations: new Set(this.tally.operations) };
  }

  /** What the request breaks of its operation's parameters and body; [] when it keeps the contract. */
  request(method: string, path: string, headers: Headers, body: string): string[] {
    const found = this.find(method, path);
    if (!found) {
      this.tally.undocumented++;
      return [];
    }
    this.tally.requests++;
    this.tally.operations.add(found.name);
    const at = `${found.name} request`;
    const violations: string[] = [];
    for (const parameter of this.parameters(found)) {
      if (parameter.in !== "header") continue;
      const value = headers.get(parameter.name);
      if (value === null) {
        if (parameter.required) violations.push(`${at}: header ${parameter.name} is required`);
        continue;
      }
      if (parameter.schema) {
        const errors = this.check(found.document, `header:${found.name}:${parameter.name}`, parameter.schema, value);
        violations.push(...errors.map((error) => `${at}: header ${parameter.name}${error}`));
      }
    }
    const requestBody = this.resolve(found.document, found.operation.requestBody);
    if (!isRecord(requestBody)) {
      if (body.trim() !== "") violations.push(`${at}: a body, where the operation takes none`);
      return violations;
    }
    const type = headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    const content = isRecord(requestBody.content) ? requestBody.content : {};
    if (body.trim() === "") {
      if (requestBody.required === true) violations.push(`${at}: the body is required`);
      return violations;
    }
    const media = type === undefined ? undefined : content[type];
    if (!isRecord(media)) {
      violations.push(`${at}: Content-Type ${type ?? "missing"}; the operation takes ${Object.keys(content).join(", ")}`);
      return violations;
    }
    return [...violations, ...this.checkJson(found, `${found.pointer}/requestBody`, media.schema, body, at)];
  }

  /** What an answer breaks of its operation's documented responses; [] when it keeps the contract. */
  response(method: string, path: string, status: number, body: string): string[] {
    const found = this.find(method, path);
    if (!found) return [];
    this.tally.responses++;
    const at = `${found.name} answer ${status}`;
    const responses = found.operation.responses;
    const key = [String(status), `${String(status)[0]}XX`, "default"].find((candidate) => candidate in responses);
    if (key === undefined) return [`${at}: status not documented (${Object.keys(responses).join(", ")})`];
    const response = this.resolve(found.document, responses[key]);
    const content = isRecord(response) && isRecord(response.content) ? response.content : undefined;
    if (!content) return body.trim() === "" ? [] : [`${at}: a body, where the documented answer has none`];
    const media = content["application/json"];
    if (!isRecord(media)) return [];
    if (body.trim() === "") return [`${at}: no body, where the documented answer has one`];
    return this.checkJson(found, `${found.pointer}/responses/${key}`, media.schema, body, at);
  }

  /**
   * The issues PayPal documents for one operation's answer, with their descriptions: e.g. the 68
   * of a capture's 422 (INSTRUMENT_DECLINED, PAYER_ACTION_REQUIRED …), read from the response's
   * `details[].issue` enums.
   */
  documentedIssues(operation: string, status: number): Map<string, string> {
    const entry = this.operations.find((candidate) => candidate.found.name === operation);
    if (!entry) throw new Error(`no operation ${operation} in PayPal's documents`);
    const { document } = entry.found;
    const issues = new Map<string, string>();
    const response = this.resolve(document, entry.found.operation.responses[String(status)]);
    const content = isRecord(response) && isRecord(response.content) ? response.content["application/json"] : undefined;
    const schema = isRecord(content) ? content.schema : undefined;
    for (const part of this.expand(document, [schema])) {
      const details = isRecord(part.properties) ? this.resolve(document, part.properties.details) : undefined;
      const items = isRecord(details) ? this.resolve(document, details.items) : undefined;
      for (const branch of isRecord(items) ? this.expand(document, [items]) : []) {
        const properties = isRecord(branch.properties) ? branch.properties : {};
        const issue = this.resolve(document, properties.issue);
        const description = this.resolve(document, properties.description);
        const code = isRecord(issue) && Array.isArray(issue.enum) ? issue.enum[0] : undefined;
        const text = isRecord(description) && Array.isArray(description.enum) ? description.enum[0] : undefined;
        if (typeof code === "string") issues.set(code, typeof text === "string" ? text : "");
      }
    }
    return issues;
  }

  private find(method: string, path: string): Found | undefined {
    return this.operations.find((candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(path))?.found;
  }

  private parameters(found: Found): Parameter[] {
    return (found.operation.parameters ?? [])
      .map((parameter) => this.resolve(found.document, parameter))
      .filter((parameter): parameter is Parameter => isRecord(parameter) && typeof parameter.name === "string");
  }

  /** Follows `$ref`s inside the document (PayPal's documents refer only within themselves). */
  private resolve(document: OpenApiDocument, value: unknown): unknown {
    let current = value;
    for (let hops = 0; isRecord(current) && typeof current.$ref === "string"; hops++) {
      if (hops > 32) throw new Error(`$ref loop at ${current.$ref}`);
      current = this.pointer(document, current.$ref);
    }
    return current;
  }

  private pointer(document: OpenApiDocument, ref: string): unknown {
    if (!ref.startsWith("#/")) throw new Error(`only references inside the document are followed, not ${ref}`);
    let node: unknown = document;
    for (const raw of ref.slice(2).split("/")) {
      const segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      node = isRecord(node) ? node[segment] : Array.isArray(node) ? node[Number(segment)] : undefined;
      if (node === undefined) throw new Error(`${ref} does not exist in the document`);
    }
    return node;
  }

  private checkJson(found: Found, key: string, schema: unknown, body: string, at: string): string[] {
    let instance: unknown;
    try {
      instance = JSON.parse(body);
    } catch {
      return [`${at}: the body is not JSON`];
    }
    if (!isRecord(schema)) return [];
    const errors = this.check(found.document, key, schema, instance);
    if (errors.length > 0) return errors.map((error) => `${at}: ${error}`);
    return this.unknownProperties(found.document, [schema], instance, "").map((error) => `${at}: ${error}`);
  }

  private check(document: OpenApiDocument, key: string, schema: Schema, instance: unknown): string[] {
    let validator = this.validators.get(key);
    if (!validator) {
      // The components travel along so the schema's "#/components/…" references resolve.
      validator = new Validator({ ...schema, components: document.components }, SCHEMA_DRAFT, false);
      this.validators.set(key, validator);
    }
    const result = validator.validate(instance);
    if (result.valid) return [];
    const specific = result.errors.filter((error) => !WRAPPERS.has(error.keyword));
    const shown = (specific.length > 0 ? specific : result.errors).slice(0, MAX_ERRORS_SHOWN);
    return shown.map((error) => `${error.instanceLocation.replace(/^#/, "") || "/"}: ${error.error}`);
  }

  /**
   * Properties of `instance` that none of `schemas` names. The schemas are the candidates for one
   * place in the document (all branches of allOf, anyOf and oneOf, references followed), so a
   * property is known if any of them names it; an object schema with additionalProperties, or
   * one that names no properties at all, is open.
   */
  private unknownProperties(document: OpenApiDocument, schemas: unknown[], instance: unknown, at: string): string[] {
    const expanded = this.expand(document, schemas);
    if (Array.isArray(instance)) {
      const items = expanded.flatMap((schema) => (schema.items === undefined ? [] : [schema.items]));
      return items.length === 0 ? [] : instance.flatMap((item, index) => this.unknownProperties(document, items, item, `${at}/${index}`));
    }
    if (!isRecord(instance)) return [];
    const named = expanded.filter((schema) => isRecord(schema.properties));
    const open =
      named.length === 0 || expanded.some((schema) => schema.additionalProperties !== undefined && schema.additionalProperties !== false);
    const problems: string[] = [];
    for (const [name, value] of Object.entries(instance)) {
      const children = named.flatMap((schema) => {
        const properties = schema.properties as Record<string, unknown>;
        return Object.hasOwn(properties, name) ? [properties[name]] : [];
      });
      if (children.length === 0) {
        if (!open) problems.push(`${at}/${name}: not a property PayPal's schema names`);
        continue;
      }
      problems.push(...this.unknownProperties(document, children, value, `${at}/${name}`));
    }
    return problems;
  }

  /** The schemas with references followed and combinators flattened into their branches. */
  private expand(document: OpenApiDocument, schemas: unknown[], depth = 0): Record<string, unknown>[] {
    if (depth > 32) return [];
    return schemas.flatMap((raw) => {
      const schema = this.resolve(document, raw);
      if (!isRecord(schema)) return [];
      const branches = ["allOf", "anyOf", "oneOf"].flatMap((keyword) =>
        Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : [],
      );
      return [schema, ...this.expand(document, branches, depth + 1)];
    });
  }
}

/** One line for a test's output: what was checked. */
export function describeCounts(counts: ContractCounts): string {
  return (
    `PayPal contract: ${counts.requests} requests and ${counts.responses} answers checked against PayPal's OpenAPI documents ` +
    `(${counts.operations.size} operations: ${[...counts.operations].sort().join(", ")}; ` +
    `${counts.undocumented} calls to the OAuth2 token endpoint, which the documents do not describe)`
  );
}
