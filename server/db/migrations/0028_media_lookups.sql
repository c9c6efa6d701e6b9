-- Which stored files a row still names is asked file by file (a deletion's files) and, by the
-- hourly sweep, a page of old files at a time: each column that names a file is looked up by its
-- own index. The songs' columns have theirs (0011, 0021); these are the rest. Before, the sweep
-- read every name of every song into the server's memory at once (at a million songs, millions of
-- rows and a stall of the whole process).
CREATE INDEX playlists_cover_idx ON playlists (cover) WHERE cover IS NOT NULL;
CREATE INDEX playlists_cover_thumb_idx ON playlists (cover_thumb) WHERE cover_thumb IS NOT NULL;
CREATE INDEX profiles_banner_image_idx ON profiles (banner_image) WHERE banner_image IS NOT NULL;
CREATE INDEX profiles_user_image_url_idx ON profiles (user_image_url) WHERE user_image_url IS NOT NULL;
CREATE INDEX uploads_thumb_name_idx ON uploads (bucket, thumb_name) WHERE thumb_name IS NOT NULL;
