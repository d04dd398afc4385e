/** The users' French messages (SPEC §5), shared by the forms, the API and the sign-in page. */
export const USER_MESSAGES = {
  firstNameRequired: 'Le prénom est obligatoire',
  lastNameRequired: 'Le nom est obligatoire',
  emailRequired: "L'email est obligatoire",
  emailInvalid: 'Veuillez saisir un email valide',
  rolesRequired: 'Veuillez sélectionner au moins un rôle',
  roleUnknown: 'Rôle inconnu',
  permissionUnknown: 'Permission inconnue',
} as const;
