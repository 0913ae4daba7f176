// The 10,000 most common passwords, refused as a new password (OWASP ASVS 5.0 V6.2.4, NIST SP
// 800-63B §5.1.1.2). Server only (`.server.ts`): the list is 75 KB that the browser never needs;
// the login service checks it after the shared form schema has passed.
//
// common-passwords.txt is `Passwords/Common-Credentials/10k-most-common.txt` of SecLists
// (https://github.com/danielmiessler/SecLists, commit 4f84b3c29b5f2192cc82ccdeaf655f0c5f0ab547),
// one password a line, unchanged except CRLF → LF. It is used under SecLists' MIT licence:
//
//   MIT License
//
//   Copyright (c) 2025 Daniel Miessler
//
//   Permission is hereby granted, free of charge, to any person obtaining a copy
//   of this software and associated documentation files (the "Software"), to deal
//   in the Software without restriction, including without limitation the rights
//   to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//   copies of the Software, and to permit persons to whom the Software is
//   furnished to do so, subject to the following conditions:
//
//   The above copyright notice and this permission notice shall be included in all
//   copies or substantial portions of the Software.
//
//   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//   OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
//   SOFTWARE.

import list from "./common-passwords.txt?raw";

/** The password as compared: in NFC (as it is hashed) and lower-cased. */
function folded(password: string): string {
  return password.normalize("NFC").toLowerCase();
}

/**
 * The folded password with everything but letters, combining marks and digits removed. Not one
 * of the 10,000 entries passes SPEC §5's composition rule as it stands (none has a letter, a
 * digit and a special character), so an exact comparison alone would never refuse anything;
 * what the rule lets through is a list entry decorated to fit it: "Passw0rd!", "Abcd-1234",
 * "Password1?". Their cores are on the list.
 */
export function passwordCore(password: string): string {
  return folded(password).replace(/[^\p{L}\p{M}\p{Nd}]/gu, "");
}

let known: ReadonlySet<string> | undefined;

/** Every entry folded and as its core; built on first use, once per isolate (about a millisecond). */
function commonForms(): ReadonlySet<string> {
  if (!known) {
    const forms = new Set<string>();
    for (const entry of list.split("\n")) {
      if (entry === "") continue;
      forms.add(folded(entry));
      // Entries of symbols only ("****") have an empty core, which must not match every symbol string.
      const core = passwordCore(entry);
      if (core !== "") forms.add(core);
    }
    known = forms;
  }
  return known;
}

/**
 * True when the password is one of the common ones, ignoring case and decoration. The exact form
 * is compared too, so "********" stays refused should the composition rule ever be dropped.
 */
export function isCommonPassword(password: string): boolean {
  const forms = commonForms();
  const core = passwordCore(password);
  return forms.has(folded(password)) || (core !== "" && forms.has(core));
}
