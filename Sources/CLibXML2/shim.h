#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, so <libxml/encoding.h> would pull in the
 * system's <unicode/*.h>, whose UErrorCode clashes with the toolchain's own ICU
 * module as soon as a client also imports Foundation. ICU only adds fields to
 * xmlCharEncodingHandler, which this package never touches, so hide it. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
