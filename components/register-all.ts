/** Registers every element of the library (what the script-tag bundle runs). */
import './api-endpoint/api-endpoint.js';
import './docs-config/docs-config.js';
import './param-field/param-field.js';
import './response-field/response-field.js';
