import type de from "../de/api.ts";

// English messages of the JSON calls and the Worker's own refusals.
const api: typeof de = {
  badRequest: "The request is invalid.",
  invalidLevel: "The level must be a whole number from 1 to 5.",
  invalidId: "The Sudoku number must be a positive whole number.",
  puzzleNotFound: "There is no Sudoku with this number.",
  catalogueEmpty: "No puzzle of this level is available right now.",
  notFound: "This API call does not exist.",
  avatarNotFound: "This profile picture does not exist (any more).",
  avatarVersionInvalid: "The address of the profile picture is invalid.",
  methodNotAllowed: "This method is not allowed here.",
  crossSite: "This request did not come from our site and was refused.",
  payloadTooLarge: "The request is too large.",
  invalidCounterId: "The visitor id is invalid: expected an id the server issued, or “none”.",
};

export default api;
