-- How many times the current code was tried: after a few tries (from any address) it is burned, so a code cannot be
-- brute-forced from many addresses, and no address can lock the account itself out: a newly issued code starts at 0.
ALTER TABLE identity.codes ADD COLUMN tries integer NOT NULL DEFAULT 0;
