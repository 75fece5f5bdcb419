/** One error as ajv's compiled validators report it. */
export interface SchemaError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** An ajv standalone validator: returns whether the data is valid and leaves the errors on itself. */
export type CompiledValidator = ((data: unknown) => boolean) & { errors?: readonly SchemaError[] | null };
