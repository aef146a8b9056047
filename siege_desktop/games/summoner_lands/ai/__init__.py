"""What the shared CPU opponents know of Lands of the Summoners: values and policies."""
