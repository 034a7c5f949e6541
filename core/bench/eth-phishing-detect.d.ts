// The package ships CommonJS without types; the bench uses only its constructor and `check`.
declare module "eth-phishing-detect/src/detector.js" {
  interface CheckResult {
    result: boolean;
    type: string;
    match?: string;
  }
  export default class PhishingDetector {
    constructor(options: {
      whitelist?: string[];
      blacklist?: string[];
      fuzzylist?: string[];
      tolerance?: number;
    });
    check(domain: string): CheckResult;
  }
}
