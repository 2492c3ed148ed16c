/**
 * html-validate over the built pages (tests/e2e/valid-pages.spec.ts): the recommended rules, less
 * those that only restyle markup React and Astro write themselves, each with its reason.
 */
export default {
	extends: ['html-validate:recommended'],
	rules: {
		// React writes void elements self-closed (`<img/>`, `<input/>`, `<link/>`); both are valid.
		'void-style': 'off',
		// React writes some attributes in their DOM case (`autoComplete`, `fetchPriority`,
		// `maxLength`); HTML attribute names are case-insensitive.
		'attr-case': 'off',
		// React writes boolean attributes with an empty value (`required=""`), Astro some with
		// their own name; both mean the same as the bare attribute.
		'attribute-boolean-style': 'off',
		// React's useId makes ids such as `_r1R_2_`; HTML allows any id without spaces.
		'valid-id': ['error', { relaxed: true }],
		// Astro keeps the whitespace of its templates at the ends of some lines.
		'no-trailing-whitespace': 'off',
		// The segmented control (src/components/ui/SegmentedControl.tsx) is the WAI-ARIA radio
		// group of buttons: one tab stop, arrows and Home/End select, checked by its own tests.
		'prefer-native-element': ['error', { exclude: ['radio'] }],
	},
};
