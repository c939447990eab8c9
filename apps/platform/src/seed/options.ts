/** What a deployment tells the seed about itself. */
export interface SeedOptions {
  /**
   * The company's domain, the address members reach its app at (the host of `APP_PUBLIC_URL`): the company
   * config's `domain`, shown on 联系我们 and on every promotion.
   */
  companyDomain?: string
}
