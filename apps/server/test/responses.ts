/** Readers of API answers shared by the tests. */

/** The ids of the people in a users list answer, in its order. */
export const userIdsOf = (response: {
  json: () => { data: { users: Array<{ id: string }> } };
}): string[] => response.json().data.users.map((person) => person.id);

/** The fields a refused request's details name, sorted. */
export const errorFieldsOf = (response: {
  json: () => { error: { details: Array<{ field: string }> } };
}): string[] =>
  response
    .json()
    .error.details.map((detail) => detail.field)
    .sort();
