// Inlined, minified, into the head of every page by MenuScript.astro (see there why).
(function () {
	const d = document;
	const expand = function (button, open) {
		button.setAttribute('aria-expanded', String(open));
	};
	const showSubmenu = function (header, current) {
		header.querySelectorAll('[data-submenu]').forEach(function (item) {
			const toggle = item.querySelector('[data-submenu-toggle]');
			expand(toggle, toggle === current);
			item.querySelector('[data-submenu-panel]').classList.toggle('is-open', toggle === current);
		});
	};
	d.addEventListener('click', function (event) {
		const header = d.querySelector('[data-site-header]');
		const target = event.target instanceof Element ? event.target : null;
		const control = target
			? target.closest('[data-menu-toggle],[data-submenu-toggle],[data-profile-toggle]')
			: null;
		if (!header || header.dataset.ready || !control || !header.contains(control)) return;
		const open = control.getAttribute('aria-expanded') !== 'true';
		if (control.hasAttribute('data-menu-toggle')) {
			expand(control, open);
			header.classList.toggle('menu-open', open);
			d.documentElement.classList.toggle('menu-covered', open);
			if (!open) showSubmenu(header, null);
		} else if (control.hasAttribute('data-submenu-toggle')) {
			showSubmenu(header, open ? control : null);
		} else {
			expand(control, open);
			header.querySelector('[data-profile-menu]').hidden = !open;
		}
	});
})();
