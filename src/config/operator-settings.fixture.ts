/**
 * An operator's own settings, every one the legal texts quote set to a value that reads like a
 * real business's, for the tests of what a production build accepts and refuses.
 */
export const operatorSettings = {
  PUBLIC_BRAND_NAME: 'Acme Rewards',
  PUBLIC_LEGAL_ENTITY: 'Acme Rewards LLC',
  PUBLIC_POSTAL_ADDRESS: '1 Main St, Springfield, IL 62701',
  PUBLIC_SUPPORT_EMAIL: 'help@acme.test',
  PUBLIC_SITE_URL: 'https://acme.test',
  PUBLIC_SURVEY_DATA_VALUE: '$0.40 per completed survey',
  PUBLIC_SURVEY_DATA_VALUE_ES: '$0.40 por encuesta completada',
  PUBLIC_PRIVACY_PHONE: '(888) 742-0199',
  PUBLIC_ARBITRATION_PROVIDER: 'JAMS',
  PUBLIC_ARBITRATION_RULES: 'Streamlined Arbitration Rules and Procedures',
  PUBLIC_ARBITRATION_RULES_URL: 'https://www.jamsadr.com/rules-streamlined-arbitration',
};
