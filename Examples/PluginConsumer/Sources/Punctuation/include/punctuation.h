/// The mark that ends a greeting. A C target, so that the example shows the plugin applied to a
/// target without Swift files: it declares no command there, and the build goes on.
const char *greeting_mark(void);
