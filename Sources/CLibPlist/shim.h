#ifndef CLIBPLIST_SHIM_H
#define CLIBPLIST_SHIM_H
#include <plist/plist.h>
#endif
