ALTER TABLE `draws` ADD `label_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Draws committed before this column existed get their own random key (32 bytes, hex), so no label is ever derived from the published seed.
UPDATE `draws` SET `label_key` = lower(hex(randomblob(32))) WHERE `label_key` = '';
