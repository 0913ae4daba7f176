-- The avatar's version (its address, accounts/avatar.ts avatarPath) is stored beside the image, so
-- the session reads the account without the image's bytes and the shell links it without hashing.
ALTER TABLE `users` ADD `avatar_version` text;
--> statement-breakpoint
-- Images stored before this migration get a random version: SQLite cannot hash in SQL, and any
-- value that changes whenever the image changes is a correct version (new writes store the hash of
-- the bytes, users.server.ts updateProfile). 16 lower-case hex digits, as the address requires.
UPDATE `users` SET `avatar_version` = lower(hex(randomblob(8))) WHERE `avatar` IS NOT NULL AND `avatar_type` IS NOT NULL;
