// The tags' types: props, attributes and api-* events of every element in this app's templates.
import type {} from 'api-docs-elements/svelte';
