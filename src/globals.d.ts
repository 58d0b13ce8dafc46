/** Build-time settings (webpack DefinePlugin; Jest globals). */
declare const __API_BASE_URL__: string;
declare const __SIGN_SUFFIX__: string;
declare const __BASIC_AUTH__: string;
