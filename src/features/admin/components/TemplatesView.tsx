import EmptyState from '@/components/ui/EmptyState';

/** A wrench over a plate: the under-construction picture. */
function BuildIcon() {
	return (
		<svg viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor">
			<rect x="6" y="30" width="36" height="10" rx="2" strokeWidth="2" />
			<path d="M12 30V20l12-8 12 8v10" strokeWidth="2" strokeLinejoin="round" />
			<path d="M10 35h4M20 35h4M30 35h4" strokeWidth="2" strokeLinecap="round" opacity="0.6" />
		</svg>
	);
}

/** Admin templates: a placeholder while the feature is being built. */
export default function TemplatesView() {
	return (
		<section className="admin-view" aria-labelledby="admin-templates-title">
			<header className="admin-view__head">
				<div>
					<p className="admin-view__eyebrow">Admin</p>
					<h1 id="admin-templates-title" className="admin-view__title">
						Admin Templates
					</h1>
				</div>
			</header>
			<EmptyState
				className="admin-templates"
				icon={<BuildIcon />}
				headingLevel={2}
				title="Under construction"
				hint="Admin templates are under construction. Until they arrive, give admins their rights through Game Servers and Admin Groups."
			/>
		</section>
	);
}
