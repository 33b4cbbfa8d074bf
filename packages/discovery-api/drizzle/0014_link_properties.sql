-- The request access form's address fills {{requestAccessFormUrl}} in navigation links: it is a link (checked as one
-- when saved: http(s) or mailto:), as the user guide link is.
UPDATE "app_properties" SET "type" = 'url' WHERE "code" = 'requestAccessFormUrl';
