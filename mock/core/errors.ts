/**
 * A refusal, `{code, msg, data: null}`: thrown or returned, it is the same answer. One module
 * the HTTP layer, the rules and the tables all use, so no table imports the router (issue 34).
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(`${code} ${msg}`);
    this.name = 'ApiFailure';
  }
}

export const fail = (code: number, msg: string): ApiFailure => new ApiFailure(code, msg);
