interface Props {
	/** The id of the form the Save button submits. */
	form: string;
	saving: boolean;
	onCancel: () => void;
}

/** Cancel and Save for an admin modal's form; both wait while a save runs. */
export default function ModalFormFooter({ form, saving, onCancel }: Props) {
	return (
		<>
			<button
				type="button"
				className="ui-button ui-button--ghost"
				onClick={onCancel}
				disabled={saving}
			>
				Cancel
			</button>
			<button
				type="submit"
				form={form}
				className="ui-button ui-button--primary"
				aria-busy={saving || undefined}
				disabled={saving}
			>
				{saving ? 'Saving…' : 'Save'}
			</button>
		</>
	);
}
