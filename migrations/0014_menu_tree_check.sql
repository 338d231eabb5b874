-- A menu item may never end up beneath itself (docs/product.md §10). The adapter checks the tree
-- it read before writing, but two admins' moves made at the same moment (A under B, B under A)
-- each passed that check against the tree before the other's write, and both were stored: a
-- cycle. Every menu write's batch now ends by inserting here how many items its tree walk finds
-- above themselves; more than none aborts the whole batch ('menu_cycle'), and any other insert is
-- dropped (RAISE(IGNORE)), so the table stays empty. The same pattern as record_version_check
-- (0010): a batch is one transaction, and D1 runs one at a time, so the check sees the other's write.
CREATE TABLE menu_tree_check (cycles INTEGER NOT NULL);
CREATE TRIGGER menu_tree_check_refuse BEFORE INSERT ON menu_tree_check
BEGIN SELECT CASE WHEN NEW.cycles > 0 THEN RAISE(ABORT, 'menu_cycle') ELSE RAISE(IGNORE) END; END;
