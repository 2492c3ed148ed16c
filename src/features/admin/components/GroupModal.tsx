import { useId, useRef, useState, type SubmitEvent } from 'react';
import { MESSAGES } from '@/config/messages';
import { Modal } from '@/lib/components/Modal';
import { ADMIN_MESSAGES, type GameGroup, IMMUNITY_DEFAULT, type Region } from '@/contract/admin';
import { createGroup, updateGroup } from '../api';
import { isValidImmunity, withServerText } from '../model';
import FlagPicker from './FlagPicker';
import ImmunityField from './ImmunityField';
import InlineAlert from './InlineAlert';
import ModalFormFooter from './ModalFormFooter';

interface Props {
	/** The group to edit; null adds a new one. */
	group: GameGroup | null;
	region: Region;
	/** The region's flags for the checkboxes. */
	flags: readonly string[];
	onClose: () => void;
	/** After a save, with the saved name. */
	onSaved: (name: string) => void;
}

/** Add or edit a group: name, immunity and flags. */
export default function GroupModal({ group, region, flags, onClose, onSaved }: Props) {
	const id = useId();
	const nameRef = useRef<HTMLInputElement>(null);
	const [name, setName] = useState(group?.name ?? '');
	const [immunity, setImmunity] = useState(group?.immunity ?? IMMUNITY_DEFAULT);
	const [selected, setSelected] = useState<string[]>(group?.flags ?? []);
	const [nameError, setNameError] = useState<string | null>(null);
	const [formError, setFormError] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);

	const onSubmit = async (event: SubmitEvent) => {
		event.preventDefault();
		if (saving) return;
		if (!name.trim()) {
			setNameError(ADMIN_MESSAGES.groupNameRequired);
			nameRef.current?.focus();
			return;
		}
		setNameError(null);
		if (!isValidImmunity(immunity)) {
			setFormError(ADMIN_MESSAGES.immunityRange);
			return;
		}
		setFormError(null);
		setSaving(true);
		const input = { name: name.trim(), immunity, flags: selected, region };
		try {
			await (group ? updateGroup(group.id, input) : createGroup(input));
			onSaved(input.name);
		} catch (error) {
			console.error('Saving the group failed:', error);
			setFormError(withServerText(MESSAGES.admin.saveGroupFailed, error));
		} finally {
			setSaving(false);
		}
	};

	return (
		<Modal
			open
			title={group ? `Edit group ${group.name}` : 'Add Group'}
			onClose={() => !saving && onClose()}
			className="admin-modal"
			initialFocus={nameRef}
			footer={<ModalFormFooter form={`${id}-form`} saving={saving} onCancel={onClose} />}
		>
			<form id={`${id}-form`} className="admin-form" onSubmit={onSubmit} noValidate>
				<div className="admin-form__player">
					<div className="admin-field">
						<label className="admin-field__label" htmlFor={`${id}-name`}>
							Group name
						</label>
						<input
							id={`${id}-name`}
							ref={nameRef}
							className="admin-input"
							value={name}
							onChange={(event) => {
								setName(event.target.value);
								// The error goes as soon as the name is fixed, not at the next save.
								if (event.target.value.trim()) setNameError(null);
							}}
							autoComplete="off"
							aria-invalid={nameError ? true : undefined}
							aria-describedby={nameError ? `${id}-name-error` : undefined}
						/>
						{nameError && (
							<p id={`${id}-name-error`} className="admin-field__error" role="alert">
								{nameError}
							</p>
						)}
					</div>
					<ImmunityField
						id={`${id}-immunity`}
						value={immunity}
						onChange={(value) => {
							setImmunity(value);
							if (formError === ADMIN_MESSAGES.immunityRange && isValidImmunity(value)) {
								setFormError(null);
							}
						}}
					/>
				</div>
				<FlagPicker
					legend="Flags"
					known={flags}
					selected={selected}
					onChange={setSelected}
					allowCustom
				/>
				{formError && <InlineAlert>{formError}</InlineAlert>}
			</form>
		</Modal>
	);
}
