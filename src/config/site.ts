import { parseSiteSettings } from './settings';

export const site = parseSiteSettings(process.env);
